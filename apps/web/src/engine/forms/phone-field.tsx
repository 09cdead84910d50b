import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { caretAfterDigits, maskPhone, typedDigits } from './phone';
import { TextInput } from './text-field';
import type { FieldProps } from './types';

/**
 * A phone with the (###) ###-#### mask applied while typing. The stored value is the masked text as
 * shown ('(334) 555-0142'); the server compares phones by their digits, so either form is accepted. The
 * caret stays after the same digit when the mask adds or drops separators, so editing in the middle works.
 */
export function PhoneField(props: FieldProps) {
  const { t } = useTranslation();
  const caret = useRef<{ input: HTMLInputElement | HTMLTextAreaElement; position: number } | null>(null);
  const previous = useRef(props.value ?? '');
  previous.current = props.value ?? '';

  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = null;
    if (pending && document.activeElement === pending.input) {
      pending.input.setSelectionRange(pending.position, pending.position);
    }
  });

  const onInput = (text: string, input: HTMLInputElement | HTMLTextAreaElement) => {
    const at = input.selectionStart ?? text.length;
    let digits = typedDigits(text);
    let digitsLeft = typedDigits(text.slice(0, at)).length;
    // Deleting only a separator would change nothing: take the digit before it instead.
    if (digits === typedDigits(previous.current) && text.length < previous.current.length && digitsLeft > 0) {
      digits = digits.slice(0, digitsLeft - 1) + digits.slice(digitsLeft);
      digitsLeft -= 1;
    }
    const masked = maskPhone(digits);
    caret.current = { input, position: caretAfterDigits(masked, Math.min(digitsLeft, 10)) };
    return masked;
  };

  return (
    <TextInput {...props} type="tel" inputMode="tel" placeholder={t('forms.phoneMask')} onInput={onInput} />
  );
}
