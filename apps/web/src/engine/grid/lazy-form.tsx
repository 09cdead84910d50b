import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DynamicFormProps } from '../forms/dynamic-form';

const DynamicForm = lazy(() =>
  import('../forms/dynamic-form').then((module) => ({ default: module.DynamicForm })),
);

/**
 * The form engine, loaded when a grid first opens a record: a grid page does not load the forms and
 * their date pickers until a row's form (or Add New) is asked for.
 */
export function LazyDynamicForm(props: DynamicFormProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
      <DynamicForm {...props} />
    </Suspense>
  );
}
