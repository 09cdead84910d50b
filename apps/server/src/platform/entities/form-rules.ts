import type { DateComparison } from '@registry/domain';

/** A date that cannot be in the future (a record of what happened). */
export const notInFuture = (label: string): DateComparison => ({
  operator: 'lessOrEqual',
  value: 'today',
  message: `${label} cannot be in the future`,
});

/** An end that cannot come before its start (the start element of the same form). */
export const notBefore = (label: string, startElementId: number, startLabel: string): DateComparison => ({
  operator: 'greaterOrEqual',
  formElementId: startElementId,
  message: `${label} must not be before ${startLabel}`,
});

/** Hours as a float field takes them: digits with at most two decimals (the column keeps hundredths). */
export const HOURS_PATTERN = {
  regex: '\\d{1,5}(\\.\\d{1,2})?',
  warningMessage: 'Enter hours as a number, such as 1.5',
};
