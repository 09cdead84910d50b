import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TEntityReference } from '@registry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../app/paths';
import { useToast } from '../../components/toast/toast-context';
import { formQuery } from '../../engine/forms/api/get-form';
import { DynamicForm } from '../../engine/forms/dynamic-form';

const ID = /^[1-9]\d{0,8}$/;

/**
 * The dynamic form screen (spec 3 §2) on a route of its own: a new record of a form
 * (/dashboard/forms/:formId) or one record (/dashboard/forms/:formId/:entityTypeId/:entityId), e.g. a
 * feedback message opened from the list. The server decides what the viewer may see and do (a record
 * outside their reach answers 404, shown where the form would be); the heading is the form's name.
 */
export function FormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const valid = [params.formId, params.entityTypeId, params.entityId].every(
    (value) => value === undefined || ID.test(value),
  );
  const formId = Number(params.formId);
  const primaryEntity: TEntityReference | null =
    params.entityId === undefined
      ? null
      : { id: Number(params.entityId), entityTypeId: Number(params.entityTypeId) };
  const form = useQuery({ ...formQuery(formId, primaryEntity), enabled: valid });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 3 }}
      >
        {form.data?.name ?? t(primaryEntity ? 'routes.formRecord.title' : 'routes.formNew.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        {valid ? (
          <DynamicForm
            formId={formId}
            primaryEntity={primaryEntity}
            // A first-time user's Close (entity types 10 and 30): back to the dashboard, asking first
            // when there are unsaved changes (the form's own warning).
            onClose={() => void navigate(pathTo('dashboard-main'))}
            onSaved={(saved) => {
              toast.show({
                severity: 'success',
                title: t('formPage.savedTitle'),
                message: t('formPage.saved'),
              });
              // A new record continues as that record, so a reload shows what was saved.
              if (primaryEntity === null)
                void navigate(
                  pathTo('form-record', {
                    formId: saved.formId,
                    entityTypeId: form.data?.entityTypeId ?? 0,
                    entityId: saved.entityId,
                  }),
                  { replace: true },
                );
            }}
          />
        ) : (
          <Alert severity="error" role="alert">
            {t('formPage.notFound')}
          </Alert>
        )}
      </Paper>
      <Link component={RouterLink} to={pathTo('dashboard-main')}>
        {t('formPage.back')}
      </Link>
    </Container>
  );
}
