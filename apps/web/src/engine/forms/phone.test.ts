import { describe, expect, it } from 'vitest';
import { caretAfterDigits, displayPhone, maskPhone, typedDigits } from './phone';

describe('phone mask', () => {
  it('masks as far as the digits go, at most 10', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('3')).toBe('(3');
    expect(maskPhone('334')).toBe('(334');
    expect(maskPhone('3345')).toBe('(334) 5');
    expect(maskPhone('334555')).toBe('(334) 555');
    expect(maskPhone('3345550')).toBe('(334) 555-0');
    expect(maskPhone('334555014299')).toBe('(334) 555-0142');
  });

  it('compares by digits and displays 10 digits as (xxx) xxx-xxxx, anything else as stored', () => {
    expect(typedDigits('(334) 555-0142')).toBe('3345550142');
    expect(displayPhone('3345550142')).toBe('(334) 555-0142');
    expect(displayPhone('334-555-0142')).toBe('(334) 555-0142');
    expect(displayPhone('555-0142')).toBe('555-0142');
    expect(displayPhone(null)).toBe('');
  });

  it('puts the caret after the same digit', () => {
    expect(caretAfterDigits('(334) 555-0142', 3)).toBe(4);
    expect(caretAfterDigits('(334) 555-0142', 4)).toBe(7);
    expect(caretAfterDigits('(334) 555-0142', 0)).toBe(1);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});
