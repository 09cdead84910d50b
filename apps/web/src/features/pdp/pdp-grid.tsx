import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { EntityType, formOf, isPdpItemType, type PdpItemType } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../engine/grid/index';
import { selfAssessmentQuery } from './api/pdp-api';
import { PdpCommentsPanel } from './pdp-comments-panel';

/** Spec 3 §9: the Self-Assessment's page size (no paging: every competency area on one page). */
export const SELF_ASSESSMENT_PAGE_SIZE = 25;

export type PdpGridEntity = PdpItemType | typeof EntityType.PdpSelfAssessment;

export interface PdpGridProps {
  entityTypeId: PdpGridEntity;
  /** Whose PDP. */
  ownerId: number;
  /** The viewer's own PDP (Add New for items; the Self-Assessment's rows are made for them). */
  own: boolean;
  title: string;
}

/** What one row is called (the record modal's title: View Goal). */
const RECORD_NAMES = {
  [EntityType.PdpSelfAssessment]: 'pdp.recordNames.selfAssessment',
  [EntityType.PdpRequiredTraining]: 'pdp.recordNames.requiredTraining',
  [EntityType.PdpGoal]: 'pdp.recordNames.goals',
} as const;

/**
 * One PDP grid of a person (the grid engine over entity 11, 12 or 13): Required Training and Goals with
 * their status, comments count and Last Updated, each row's form with its comments and reflections under
 * it; the Self-Assessment without Add New or paging (25 a page), its rows made first when the owner opens
 * it. Directors and coaches with sharing read the same grids for the person.
 */
export function PdpGrid({ entityTypeId, ownerId, own, title }: PdpGridProps) {
  const { t } = useTranslation();
  const selfAssessment = entityTypeId === EntityType.PdpSelfAssessment;
  // The owner's rows, one per competency area, made where missing before the grid reads them.
  const prepared = useQuery({ ...selfAssessmentQuery(ownerId, own), enabled: selfAssessment && own });
  if (selfAssessment && own && prepared.isPending)
    return <CircularProgress aria-label={t('common.loading')} />;
  const itemType = isPdpItemType(entityTypeId) ? entityTypeId : null;
  return (
    <>
      {prepared.isError && <Alert severity="error">{t('pdp.refusedTitle')}</Alert>}
      <DataGrid
        title={title}
        entityTypeId={entityTypeId}
        formId={formOf(entityTypeId)}
        recordName={t(RECORD_NAMES[entityTypeId])}
        primaryEntity={{ id: ownerId, entityTypeId: EntityType.User }}
        addNew={own && !selfAssessment}
        downloads
        {...(selfAssessment ? { pageSize: SELF_ASSESSMENT_PAGE_SIZE } : {})}
        {...(itemType !== null
          ? {
              recordPanel: (entityId: number) => (
                <PdpCommentsPanel entityTypeId={itemType} entityId={entityId} ownerId={ownerId} />
              ),
            }
          : {})}
      />
    </>
  );
}
