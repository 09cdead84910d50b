import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../lib/api';

/**
 * A list read from the API, as every list screen shows it: a spinner while it loads, the failure's text
 * in an alert (spec 1 §8), `empty` when there is nothing, else `children` with the rows.
 */
export function QueryResult<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (query.isError)
    return (
      <Alert severity="error" role="alert">
        {failureText(query.error, t('toast.network'))}
      </Alert>
    );
  if (query.data.length === 0) return <Typography role="status">{empty}</Typography>;
  return <>{children(query.data)}</>;
}
