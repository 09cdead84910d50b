import Container from '@mui/material/Container';
import { ALERTS_PAGE_SIZE, EntityType, formOf } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../engine/grid/index';
import { PageHeading } from '../../components/page-heading';

/**
 * Create Alert (spec 2 §9, spec 3 §3: entity type 20, form 18; claim alerts.manage, 500 and AdminUser): the
 * grid of every alert, 5 a page, newest first day first; Add New writes one in form 18, a row opens it
 * for editing; Disable takes it off the dashboards, Enable puts it back.
 */
export function AlertsPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.alerts.title')} instruction={t('instructions.alerts')} />
      <DataGrid
        title={t('alerts.gridTitle')}
        entityTypeId={EntityType.Alert}
        formId={formOf(EntityType.Alert)}
        recordName={t('alerts.recordName')}
        pageSize={ALERTS_PAGE_SIZE}
        addNew
      />
    </Container>
  );
}
