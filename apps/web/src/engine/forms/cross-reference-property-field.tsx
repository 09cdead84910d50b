import type { ElementState, FormElement } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FieldView } from './field-view';
import { TextInput } from './text-field';

/** The element another element's cross-reference points at: its value now and as the form was served. */
export interface ReferencedValue {
  value: string | null;
  initial: string | null;
}

export interface CrossReferencePropertyFieldProps {
  element: FormElement;
  state: ElementState;
  mode: 'edit' | 'view';
  referenced: ReferencedValue;
  property?: (element: FormElement, entityId: number) => Promise<string | null>;
  /** Under the value in view mode: the rejected-field message. */
  note?: ReactNode;
}

const ENTITY_ID = /^[1-9]\d{0,17}$/;

/**
 * An element that shows a property of the entity another element references (spec 3 §3 cross-reference
 * arguments ecrElementId and ecrPropertyId), read-only. As served, the server's displayValue; once the
 * other element names another entity, that entity's property (POST /api/form/entitycrossreferenceproperty);
 * nothing when it names none, or one the viewer may not see.
 */
export function CrossReferencePropertyField(props: CrossReferencePropertyFieldProps) {
  const { element, state, mode, referenced, property, note } = props;
  const served = referenced.value === referenced.initial;
  const entityId =
    referenced.value !== null && ENTITY_ID.test(referenced.value) ? Number(referenced.value) : null;
  const lookup = useQuery({
    queryKey: ['form', 'crossReferenceProperty', element.id, entityId],
    queryFn: () => property!(element, entityId!),
    enabled: !served && entityId !== null && property !== undefined,
    meta: { silent: true },
    staleTime: 60_000,
  });
  const shown = served
    ? (element.displayValue ?? element.value)
    : entityId === null || lookup.isError
      ? null
      : (lookup.data ?? null);

  if (mode === 'view') return <FieldView element={element} value={shown} note={note} />;
  return (
    <TextInput
      element={element}
      state={{ ...state, readOnly: true }}
      value={shown}
      onChange={() => undefined}
    />
  );
}
