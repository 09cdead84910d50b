import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { TEntityReference, TFormResponse, TFormSaved } from '@registry/contracts';
import {
  EntityType,
  errorText,
  PRE_SUBMISSION_TEXTS,
  type FormElement,
  type FormFailure,
  type RuleContext,
} from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { isApiError } from '../../lib/api';
import { shallowEqual, useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { formQuery } from './api/get-form';
import { checkBeforeSubmit } from './api/pre-submission';
import { useSaveForm } from './api/save-form';
import { ErrorSummary } from './error-summary';
import { focusFirstField } from './field-ids';
import { FormElementField } from './form-element-field';
import { FormLayout } from './form-layout';
import { peerValuesOf } from './peers';
import { useFormServices } from './use-form-services';
import { elementResponses, useFormState } from './use-form-state';
import { useUnsavedWarning } from './use-unsaved-warning';

export interface DynamicFormProps {
  formId: number;
  /** The record (null: a new one). */
  primaryEntity: TEntityReference | null;
  /**
   * The record's parents, sent with the form's calls (spec 3 §7 "entities"): the person a new profile
   * record is for, whose values populateFromParent rules read.
   */
  entities?: readonly TEntityReference[];
  /** Only shown, never edited: view mode without Edit (a record beside its verification history). */
  readOnly?: boolean;
  /** Told when the form gains or loses unsaved changes (a modal asks before closing a dirty form). */
  onDirtyChange?: (dirty: boolean) => void;
  /** After a save, with the server's answer. */
  onSaved?: (saved: TFormSaved) => void;
  /** An extra button after Save (Save and Continue): saves, then calls onContinue. */
  continueLabel?: string;
  onContinue?: (saved: TFormSaved) => void;
  /** Start in edit mode even for a saved record (first-time setup). */
  startInEdit?: boolean;
  /** The save button's label (default Save). */
  saveLabel?: string;
  /**
   * Focus the first field once the form has rendered, in edit mode (a form that a dialog opens): unless
   * something other than the dialog's frame has taken focus meanwhile.
   */
  autoFocus?: boolean;
  /**
   * The person whose record this is, whose files the upload fields hold. Default: the person of a
   * personal record (entity type 1); otherwise the signed-in user.
   */
  ownerId?: number | null;
  /**
   * Leaves the form (a modal's close, which asks first when there are unsaved changes): the Close button
   * a first-time user gets on the forms of a resume and a reference (spec 1 §2, spec 3 §2).
   */
  onClose?: () => void;
}

/** The entity types whose forms give first-time users a Close button (spec 1 §2, spec 3 §2). */
export const FIRST_TIME_CLOSE_ENTITIES: readonly number[] = [EntityType.Resume, EntityType.Reference];

const NO_ENTITIES: readonly TEntityReference[] = [];

/** The unsaved-data warning of an editable form (a read-only one registers no navigation blocker). */
function UnsavedWarning({ dirty, isDirty }: { dirty: boolean; isDirty: () => boolean }) {
  useUnsavedWarning(dirty, isDirty);
  return null;
}

/** The dynamic form screen (spec 3 §2): the form of a record, from the server, loaded and saved. */
export function DynamicForm(props: DynamicFormProps) {
  const { t } = useTranslation();
  const form = useQuery(formQuery(props.formId, props.primaryEntity, props.entities ?? NO_ENTITIES));
  if (form.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (form.isError) {
    // Form load failure: the error body is shown (spec 3 §8).
    return (
      <Alert severity="error" role="alert">
        {isApiError(form.error) ? errorText(form.error.body) : t('toast.network')}
      </Alert>
    );
  }
  return (
    <LoadedForm
      key={`${form.data.id}:${form.data.version}:${form.dataUpdatedAt}`}
      {...props}
      form={form.data}
    />
  );
}

/** What a form reads of the session (it renders again only when these change). */
const formInputs = (session: SessionState) => ({
  activeRole: session.activeRole,
  userId: session.userId,
  firstTime: session.firstTime,
});

function LoadedForm({ form, ...props }: DynamicFormProps & { form: TFormResponse }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { activeRole, userId, firstTime } = useSessionSelector(formInputs, shallowEqual);
  const dialogs = useDialogs();
  const save = useSaveForm();
  // "Now" for date rules is when the form was opened: a form left open over midnight keeps its verdicts.
  const context = useMemo<RuleContext>(
    () => ({ activeRole, now: new Date(), timeZone: tenant.timeZone }),
    [activeRole, tenant.timeZone],
  );
  const state = useFormState(form, context);
  const personal = props.primaryEntity?.entityTypeId === EntityType.User ? props.primaryEntity.id : null;
  const services = useFormServices({
    form,
    values: state.effective,
    ownerId: props.ownerId ?? personal,
    signedIn: userId,
  });
  const neverSaved = form.elements.every((element) => element.value === null && !element.multiValue?.length);
  const editable = !form.readOnly && !props.readOnly;
  const [mode, setMode] = useState<'view' | 'edit'>(
    editable && (props.startInEdit || props.primaryEntity === null || neverSaved) ? 'edit' : 'view',
  );
  const [failures, setFailures] = useState<FormFailure[]>([]);
  const [attempt, setAttempt] = useState(0);
  const entities = props.entities ?? NO_ENTITIES;
  const { onDirtyChange } = props;
  // The fields get focus when they appear: in a dialog's form at once, and after Edit (whose button goes).
  const fields = useRef<HTMLDivElement>(null);
  const focusFields = useRef(props.autoFocus === true);
  useEffect(() => {
    const container = fields.current;
    if (mode !== 'edit' || !focusFields.current || container === null) return;
    focusFields.current = false;
    // Not where someone put focus since: a control of the dialog itself (Close). Focus on nothing, on a
    // frame around the form (the dialog's), or still on what opened the dialog moves to the field.
    const active = document.activeElement;
    const dialog = container.closest('[role="dialog"]');
    const placed =
      active !== null &&
      active !== document.body &&
      !active.contains(container) &&
      (dialog === null || dialog.contains(active));
    if (!placed) focusFirstField(container);
  }, [mode]);
  useEffect(() => {
    onDirtyChange?.(state.dirty);
  }, [onDirtyChange, state.dirty]);

  async function submit(andContinue: boolean) {
    setAttempt((count) => count + 1);
    const found = state.validate();
    setFailures(found);
    if (found.length > 0) return;
    const override = await preSubmission();
    if (override === null) return;
    try {
      const saved = await save.mutateAsync({
        response: { formId: form.id, elementResponses: elementResponses(form, state.states) },
        entities: [...entities],
        primaryEntity: props.primaryEntity ?? null,
        override,
      });
      state.markClean();
      setFailures([]);
      if (!props.startInEdit) setMode('view');
      props.onSaved?.(saved);
      if (andContinue) props.onContinue?.(saved);
    } catch (error) {
      const body = isApiError(error) ? (error.body as { failures?: FormFailure[] } | undefined) : undefined;
      setFailures(
        body?.failures ?? [
          {
            formElementId: null,
            message: isApiError(error) ? errorText(error.body) : t('toast.network'),
            severity: 'error',
            overridable: false,
          },
        ],
      );
    }
  }

  /** The configured checks (spec 3 §5): false to save as is, true to save overriding, null to stop. */
  async function preSubmission(): Promise<boolean | null> {
    const ids = form.arguments.preSubmissionValidation.formElementIds;
    if (ids.length === 0) return false;
    const validations = ids.map((formElementId) => {
      const value = state.states.get(formElementId)?.value ?? null;
      return { entityTypeId: form.entityTypeId, formElementId, value };
    });
    const result = await checkBeforeSubmit({
      formId: form.id,
      validations,
      entities: [...entities],
      primaryEntity: props.primaryEntity ?? null,
    });
    if (result.messages.length === 0) return false;
    const messages = result.messages.map((message) => message.message).join(' ');
    if (result.overridable) {
      return (await dialogs.confirm(`${messages} ${PRE_SUBMISSION_TEXTS.confirm}`, {
        title: t('forms.saveTitle'),
      }))
        ? true
        : null;
    }
    await dialogs.alert(`${PRE_SUBMISSION_TEXTS.refused} ${messages}`, { title: t('forms.saveTitle') });
    return null;
  }

  /** For an element showing a property of what another element references: that element's value. */
  const referencedValue = (element: FormElement) => {
    const id = element.arguments.crossReference?.ecrElementId;
    if (id === undefined) return undefined;
    const value = state.effective.get(id);
    const initial = form.elements.find((other) => other.id === id)?.value ?? null;
    return { value: typeof value === 'string' ? value : null, initial };
  };
  const errorOf = (id: number) => failures.find((failure) => failure.formElementId === id)?.message ?? null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={form.name}>
      {editable && <UnsavedWarning dirty={state.dirty} isDirty={state.isDirty} />}
      <ErrorSummary failures={failures} elements={form.elements} attempt={attempt} />
      <div ref={fields}>
        <FormLayout
          elements={form.elements}
          states={state.states}
          view={mode === 'view'}
          renderElement={(element) => (
            <FormElementField
              element={element}
              state={state.states.get(element.id)!}
              // What the rules leave (a default, a single choice taken): what is shown is what is saved.
              value={state.effective.get(element.id) ?? null}
              error={errorOf(element.id)}
              onChange={(value) => state.change(element.id, value)}
              mode={mode}
              attempt={attempt}
              services={services}
              peerValues={peerValuesOf(element, state.effective)}
              referenced={referencedValue(element)}
            />
          )}
        />
      </div>
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        {mode === 'view' && editable && (
          <Button
            variant="contained"
            onClick={() => {
              focusFields.current = true;
              setMode('edit');
            }}
          >
            {t('forms.edit')}
          </Button>
        )}
        {mode === 'edit' && (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {props.saveLabel ?? t('forms.save')}
          </Button>
        )}
        {mode === 'edit' && props.continueLabel && (
          <Button variant="outlined" disabled={save.isPending} onClick={() => void submit(true)}>
            {props.continueLabel}
          </Button>
        )}
        {firstTime && props.onClose && FIRST_TIME_CLOSE_ENTITIES.includes(form.entityTypeId) && (
          <Button variant="outlined" onClick={props.onClose}>
            {t('common.close')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
