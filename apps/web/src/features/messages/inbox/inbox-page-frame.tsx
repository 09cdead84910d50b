import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api';
import { PageHeading } from '../../../components/page-heading';

export interface InboxPageFrameProps {
  title: string;
  instruction: string;
  toolbar: ReactNode;
  list: UseQueryResult<unknown[]>;
  /** 'No Messages', 'No Notifications'. */
  empty: string;
  /** The table and the pager, when the page has rows. */
  children: ReactNode;
  /** The modals. */
  after?: ReactNode;
}

/**
 * An inbox page (spec 2 "Message inbox", "Notification inbox"): the title and instruction text of its
 * route, the toolbar, then a spinner while the first page loads, the failure's text, the empty state, or
 * the rows with the pager.
 */
export function InboxPageFrame({
  title,
  instruction,
  toolbar,
  list,
  empty,
  children,
  after,
}: InboxPageFrameProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (list.isPending) body = <CircularProgress aria-label={t('inbox.loading')} />;
  else if (list.isError && list.data === undefined)
    body = (
      <Alert severity="error" role="alert">
        {failureText(list.error, t('toast.network'))}
      </Alert>
    );
  else if ((list.data ?? []).length === 0)
    body = (
      <Typography role="status" sx={{ py: 3 }} data-testid="inbox-empty">
        {empty}
      </Typography>
    );
  else body = children;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={title} instruction={instruction} />
      {toolbar}
      {body}
      {after}
    </Container>
  );
}
