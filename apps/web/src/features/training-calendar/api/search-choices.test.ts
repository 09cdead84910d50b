import { describe, expect, it } from 'vitest';
import { choiceTextOf } from './search-choices';

describe('choiceTextOf', () => {
  it("shows a code's text where its list is known, else the value as it came", () => {
    const textOf = choiceTextOf({ 'delivery-methods': [{ id: 'virtual', text: 'Virtual/Online' }] });
    expect(textOf('delivery-methods', 'virtual')).toBe('Virtual/Online');
    expect(textOf('delivery-methods', 'Classroom')).toBe('Classroom');
    expect(textOf('cda-areas', 'families')).toBe('families');
    expect(choiceTextOf(undefined)('regions', 'mobile')).toBe('mobile');
  });
});
