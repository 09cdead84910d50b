import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { FormElement, FormFailure } from '@registry/domain';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId, focusField } from './field-ids';

export interface ErrorSummaryProps {
  failures: FormFailure[];
  /** The form's elements, to name each field in its line. */
  elements: FormElement[];
  /** Changes with every failed save, so the same failures take focus again on a new attempt. */
  attempt?: number;
}

/**
 * The error summary of a failed save, GOV.UK style: at the top of the form, it takes focus when it appears
 * (so it is read out), and each failure is a link that moves focus to its field. A failure of the form as
 * a whole (formElementId null) is a plain line.
 */
export function ErrorSummary({ failures, elements, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // By content, not identity: a re-render with an equal list must not pull focus back from the fields.
  const signature = failures.map((failure) => `${failure.formElementId}:${failure.message}`).join('\n');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature, attempt]);
  if (failures.length === 0) return null;

  const labelOf = (id: number | null) => elements.find((element) => element.id === id)?.stimulus;
  return (
    <Alert
      ref={ref}
      severity="error"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="error-summary"
      sx={{ mb: 2, '&:focus': { outline: '3px solid', outlineOffset: 2 } }}
    >
      <AlertTitle id={titleId}>{t('forms.errorSummaryTitle')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
        {failures.map((failure, index) => {
          const label = labelOf(failure.formElementId);
          const text = label
            ? t('forms.errorSummaryItem', { label, message: failure.message })
            : failure.message;
          const id = failure.formElementId;
          return (
            <li key={index}>
              {id === null ? (
                text
              ) : (
                <Link
                  href={`#${fieldId(id)}`}
                  color="inherit"
                  onClick={(event) => {
                    if (focusField(id)) event.preventDefault();
                  }}
                >
                  {text}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
