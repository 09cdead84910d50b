import {
  addDays,
  compareDatePoints,
  dateInZone,
  isCalendarDate,
  parseDatePoint,
  type DatePoint,
} from './dates.js';
import { FORM_TEXTS } from './texts.js';
import type { ComparisonOperator, DateComparison, FormValues, RuleContext } from './types.js';

const RELATIVE_DAYS: Record<string, number> = { yesterday: -1, today: 0, tomorrow: 1 };

/**
 * What a comparison compares with: today, yesterday or tomorrow in the tenant's time zone at
 * `context.now`, a fixed date, or another element's current value. null when there is nothing to
 * compare with (the other element is empty or not a date): the comparison is then skipped, since
 * that element's own checks report its problem.
 */
export function comparisonReference(
  comparison: DateComparison,
  values: FormValues,
  context: RuleContext,
): DatePoint | null {
  if (comparison.formElementId !== undefined) {
    const other = values.get(comparison.formElementId);
    return typeof other === 'string' ? parseDatePoint(other, context.timeZone) : null;
  }
  const value = comparison.value;
  if (value === undefined) return null;
  const offset = RELATIVE_DAYS[value];
  if (offset !== undefined) {
    const date = addDays(dateInZone(context.now, context.timeZone), offset);
    return { date, kind: 'date', instant: null };
  }
  return isCalendarDate(value) ? { date: value, kind: 'date', instant: null } : null;
}

function holds(operator: ComparisonOperator, order: number): boolean {
  switch (operator) {
    case 'greater':
      return order > 0;
    case 'less':
      return order < 0;
    case 'greaterOrEqual':
      return order >= 0;
    case 'lessOrEqual':
      return order <= 0;
  }
}

/** The message of the first comparison the value breaks ('Value is invalid' unless it sets its own), or null. */
export function comparisonFailure(
  value: DatePoint,
  comparisons: readonly DateComparison[],
  values: FormValues,
  context: RuleContext,
): string | null {
  for (const comparison of comparisons) {
    const reference = comparisonReference(comparison, values, context);
    if (reference === null) continue;
    if (!holds(comparison.operator, compareDatePoints(value, reference))) {
      return comparison.message ?? FORM_TEXTS.valueInvalid;
    }
  }
  return null;
}
