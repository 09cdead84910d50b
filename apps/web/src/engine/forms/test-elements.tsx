import { formElement, type ElementState, type FormElement } from '@registry/domain';
import { useState, type ReactElement } from 'react';
import type { FieldProps } from './types';

/** A form element as the server sends it, with the defaults of spec 3 §3, for component tests. */
export function makeElement(overrides: Partial<FormElement> = {}): FormElement {
  return formElement({
    id: 7,
    type: 'text',
    subtype: 'plain',
    stimulus: 'First Name',
    sequence: 1,
    ...overrides,
  });
}

/** The state the rules would give an element with no rules: its own flags, every visible choice listed. */
export function stateOf(element: FormElement, overrides: Partial<ElementState> = {}): ElementState {
  return {
    visible: element.visible,
    required: element.required,
    readOnly: element.readOnly,
    rejected: element.rejected,
    rejectMessage: null,
    value: element.value,
    multiValue: element.multiValue,
    visibleChoiceIds: element.choices.filter((choice) => choice.visible).map((choice) => choice.id),
    ...overrides,
  };
}

/** Holds a field's value in state, as the form container does, and reports every change. */
export function Controlled<V>({
  initial,
  onValue,
  render,
}: {
  initial: V;
  onValue?: (value: V) => void;
  render: (props: Pick<FieldProps<V>, 'value' | 'onChange'>) => ReactElement;
}) {
  const [value, setValue] = useState(initial);
  return render({
    value,
    onChange: (next) => {
      setValue(next);
      onValue?.(next);
    },
  });
}
