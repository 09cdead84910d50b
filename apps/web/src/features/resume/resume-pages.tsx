import Container from '@mui/material/Container';
import { EntityType, FormId, type GridRow } from '@registry/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';
import { findRoute, routesForTenant } from '../../app/route-helpers';
import type { AppRoute } from '../../app/route-types';
import { appRoutes } from '../../app/routes';
import { RouteTabs } from '../../app/shell/route-tabs';
import { PageHeading } from '../../components/page-heading';
import { DataGrid, type GridAddOption, type GridRowAction } from '../../engine/grid/index';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { useTenant } from '../../lib/tenant-context';
import { useResumeActions } from './use-resume-actions';

const selectUserId = (session: SessionState) => session.userId;

/** The References grid of entity 30 (apps/server modules/resume reference.entity.ts). */
export const REFERENCES_GRID = 'references';

/**
 * The frame of /dashboard/resume (spec 3 §2 "resume and references"): the heading and the tabs Resume and
 * References (where the tenant has references), then the chosen tab.
 */
function ResumeLayout({ instruction, children }: { instruction: string; children: ReactNode }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const tabs = routesForTenant(
    ['resume', 'resume-references']
      .map((name) => findRoute(appRoutes, name))
      .filter((route): route is AppRoute => route !== null),
    tenant,
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={tabs.length > 1 ? t('resume.headingWithReferences') : t('routes.resume.title')}
        instruction={instruction}
      />
      {tabs.length > 1 && <RouteTabs label={t('resume.tabsLabel')} tabs={tabs} />}
      {children}
    </Container>
  );
}

const fileKeyOf = (row: GridRow): string | null =>
  typeof row.fileKey === 'string' && row.fileKey !== '' ? row.fileKey : null;

/**
 * The Resume tab (spec 3 §2: "grid of Resume with a Publish action"): the person's resumes (entity 10). Add
 * New offers Generate Resume (a new draft, then its editor) or Upload a Resume (form 9). A generated row opens
 * in the editor, an uploaded one in form 9; Download saves its file, Publish publishes one the server offers.
 */
export function ResumeTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSessionSelector(selectUserId);
  const actions = useResumeActions();
  const recordName = t('resume.recordName');
  const addOptions: GridAddOption[] = [
    { key: 'generate', label: t('resume.generate'), onSelect: () => void actions.generate() },
    { key: 'upload', label: t('resume.upload'), formId: FormId.Resume, recordName },
  ];
  const rowActions = (row: GridRow, { label }: { label: string }): GridRowAction[] => {
    const list: GridRowAction[] = [];
    const fileKey = fileKeyOf(row);
    if (fileKey !== null)
      list.push({
        key: 'download',
        label: t('resume.download'),
        disabled: actions.busy,
        onSelect: () => void actions.download(row.id, fileKey, `${label}.pdf`),
      });
    if (row.mayPublish === true)
      list.push({
        key: 'publish',
        label: t('resume.publish'),
        disabled: actions.busy,
        onSelect: () => void actions.publish(row.id),
      });
    return list;
  };
  return (
    <ResumeLayout instruction={t('instructions.resume')}>
      {userId !== null && (
        <DataGrid
          title={t('resume.gridTitle')}
          entityTypeId={EntityType.Resume}
          formId={FormId.Resume}
          recordName={recordName}
          primaryEntity={{ id: userId, entityTypeId: EntityType.User }}
          addOptions={addOptions}
          rowFormId={(row) => (row.isGenerated === true ? null : undefined)}
          openRow={(row) => void navigate(pathTo('resume-edit', { resumeId: row.id }))}
          rowActions={rowActions}
        />
      )}
    </ResumeLayout>
  );
}

/**
 * The References tab (spec 3 §2: "grid with two forms"): the person's references (entity 30), each typed in
 * (form 26) or an uploaded letter (form 27), a row opening in the form its formId names. Add New offers Add a
 * new Reference or Upload a Reference Letter.
 */
export function ReferencesTab() {
  const { t } = useTranslation();
  const userId = useSessionSelector(selectUserId);
  const referenceName = t('resume.referenceName');
  const letterName = t('resume.referenceLetterName');
  const addOptions: GridAddOption[] = [
    { key: 'add', label: t('resume.addReference'), formId: FormId.Reference, recordName: referenceName },
    {
      key: 'upload',
      label: t('resume.uploadReference'),
      formId: FormId.ReferenceLetter,
      recordName: letterName,
    },
  ];
  const formOfRow = (row: GridRow) =>
    row.formId === FormId.ReferenceLetter || row.formId === FormId.Reference ? row.formId : undefined;
  return (
    <ResumeLayout instruction={t('instructions.resumeReferences')}>
      {userId !== null && (
        <DataGrid
          title={t('resume.referencesGridTitle')}
          entityTypeId={EntityType.Reference}
          altGridId={REFERENCES_GRID}
          formId={FormId.Reference}
          recordName={referenceName}
          primaryEntity={{ id: userId, entityTypeId: EntityType.User }}
          addOptions={addOptions}
          rowFormId={formOfRow}
          rowRecordName={(row) => (formOfRow(row) === FormId.ReferenceLetter ? letterName : referenceName)}
        />
      )}
    </ResumeLayout>
  );
}
