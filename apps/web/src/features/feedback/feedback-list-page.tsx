import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../app/paths';
import { useTenant } from '../../lib/tenant-context';
import { failureText } from '../../lib/api';
import { formatInstant } from '../../lib/format-date';
import { feedbackListQuery } from './api/list-feedback';
import { PageHeading } from '../../components/page-heading';

/** Messages a page; the server answers at most 100 at a time. */
export const FEEDBACK_PAGE_SIZE = 25;
/** The feedback form and its entity (docs/decisions.md, issue 8): a message opens in it, read-only. */
const FEEDBACK_FORM_ID = 32;

/**
 * Feedback Received (tn; claim feedback.read: 500 and AdminUser): what users sent through Feedback,
 * newest first, a page at a time. A simple list until the grid engine (issue 9) takes it over; each
 * message opens in the feedback form, read-only, in the version it was sent with.
 */
export function FeedbackListPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [page, setPage] = useState(0);
  const from = page * FEEDBACK_PAGE_SIZE + 1;
  const list = useQuery(feedbackListQuery(from, from + FEEDBACK_PAGE_SIZE - 1));

  let body;
  if (list.isPending) body = <CircularProgress aria-label={t('common.loading')} />;
  else if (list.isError)
    body = (
      <Alert severity="error" role="alert">
        {failureText(list.error, t('toast.network'))}
      </Alert>
    );
  else if (list.data.total === 0) body = <Typography>{t('feedback.list.none')}</Typography>;
  else {
    const { items, total } = list.data;
    const to = from + items.length - 1;
    body = (
      <>
        <Typography role="status" sx={{ mb: 2 }}>
          {t('feedback.list.range', { from, to, total })}
        </Typography>
        <Box
          component="ul"
          aria-label={t('feedback.list.label')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {items.map((item) => {
            const date = formatInstant(item.createdAt, tenant.timeZone);
            return (
              <Paper
                key={item.id}
                component="li"
                variant="outlined"
                sx={{ p: 2 }}
                data-testid="feedback-item"
              >
                <Typography variant="h6" component="h2">
                  {item.topic}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {t('feedback.list.from', { name: item.sender.name, email: item.sender.email })} ·{' '}
                  {t('feedback.list.sentAt', { date })}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', my: 1.5, overflowWrap: 'anywhere' }}>
                  {item.message}
                </Typography>
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    label={item.mayContact ? t('feedback.list.mayContact') : t('feedback.list.noContact')}
                    color={item.mayContact ? 'primary' : 'default'}
                    variant="outlined"
                  />
                  <Link
                    component={RouterLink}
                    to={pathTo('form-record', {
                      formId: FEEDBACK_FORM_ID,
                      entityTypeId: FEEDBACK_FORM_ID,
                      entityId: item.id,
                    })}
                    aria-label={t('feedback.list.viewLabel', { name: item.sender.name, date })}
                  >
                    {t('feedback.list.view')}
                  </Link>
                </Box>
              </Paper>
            );
          })}
        </Box>
        {total > FEEDBACK_PAGE_SIZE && (
          <Box component="nav" aria-label={t('feedback.list.pages')} sx={{ display: 'flex', gap: 2, mt: 3 }}>
            <Button variant="outlined" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('feedback.list.previous')}
            </Button>
            <Button variant="outlined" disabled={to >= total} onClick={() => setPage(page + 1)}>
              {t('feedback.list.next')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.feedbackList.title')} instruction={t('instructions.feedbackList')} />
      {body}
    </Container>
  );
}
