import type { FormElement } from '@registry/domain';
import { displayPhone } from './phone';
import type { FormValue } from './types';

/** YYYY-MM-DD as MM/DD/YYYY, read from the string so no time zone can move the day. */
export function displayDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes] = match;
  const date = `${month}/${day}/${year}`;
  if (hours === undefined) return date;
  const hour = Number(hours);
  return `${date} ${hour % 12 || 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * An element's value as text for view mode: phones as (xxx) xxx-xxxx, dates as MM/DD/YYYY, choices by
 * their text (all choices, also those the rules no longer list: a saved answer keeps its meaning),
 * searches by their label. Rich text and files are shown by their own components.
 */
export function viewText(element: FormElement, value: FormValue, valueLabel?: string | null): string {
  const choiceText = (id: string) => element.choices.find((choice) => choice.id === id)?.text ?? id;
  if (Array.isArray(value)) return value.map(choiceText).join(', ');
  if (value === null || value === '') return '';
  switch (element.type) {
    case 'phone':
      return displayPhone(value);
    case 'date':
      return displayDate(value);
    case 'dropdown':
    case 'checkbox':
      return choiceText(value);
    case 'autocomplete':
    case 'entityCrossReference':
      return valueLabel ?? value;
    default:
      return value;
  }
}
