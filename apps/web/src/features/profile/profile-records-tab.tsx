import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formOf, EntityType, type GridRow } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { findRoute } from '../../app/route-helpers';
import { appRoutes } from '../../app/routes';
import {
  DataGrid,
  type GridExtraColumn,
  type GridRowAction,
  type GridRowContext,
} from '../../engine/grid/index';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import type { RecordTabName } from './profile-tabs';

const selectUserId = (session: SessionState) => session.userId;

export interface ProfileRecordsTabProps {
  tab: RecordTabName;
  extraColumns?: readonly GridExtraColumn[];
  rowActions?: (row: GridRow, context: GridRowContext) => GridRowAction[];
  /** Shown between the intro and the grid (the role actions' modal). */
  children?: React.ReactNode;
  /** The intro's text, where the tab's own (`profile.intro_<tab>`) does not fit the tenant. */
  intro?: string;
}

/**
 * A record tab of the profile (spec 1 §2): the tab's records in the grid engine, for the signed-in person,
 * each in its form in a modal (Add New, View, Edit), with the verification column and actions.
 */
export function ProfileRecordsTab({
  tab,
  extraColumns,
  rowActions,
  children,
  intro,
}: ProfileRecordsTabProps) {
  const { t } = useTranslation();
  const userId = useSessionSelector(selectUserId);
  const route = findRoute(appRoutes, tab);
  // The tab's entity (the route table's) and its form (spec 3 §3).
  const entityTypeId = route?.entity;
  const title = route ? t(route.title) : '';
  return (
    <Box>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1 }}
      >
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro ?? t(`profile.intro_${tab}`)}</Typography>
      {children}
      {userId !== null && entityTypeId !== undefined && (
        <DataGrid
          title={t('profile.gridTitle', { title })}
          entityTypeId={entityTypeId}
          formId={formOf(entityTypeId)}
          recordName={title}
          primaryEntity={{ id: userId, entityTypeId: EntityType.User }}
          verification
          downloads
          {...(extraColumns ? { extraColumns } : {})}
          {...(rowActions ? { rowActions } : {})}
        />
      )}
    </Box>
  );
}
