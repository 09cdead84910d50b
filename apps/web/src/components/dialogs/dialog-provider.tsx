import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal';
import { DialogContext, type DialogOptions, type Dialogs, type PromptOptions } from './dialog-context';

type Request =
  | { id: number; kind: 'alert'; message: string; options: DialogOptions; resolve: () => void }
  | { id: number; kind: 'confirm'; message: string; options: DialogOptions; resolve: (ok: boolean) => void }
  | {
      id: number;
      kind: 'prompt';
      message: string;
      options: PromptOptions;
      resolve: (value: string | null) => void;
    };

type NewRequest = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

function PromptDialog({ request }: { request: Extract<Request, { kind: 'prompt' }> }) {
  const { t } = useTranslation();
  const messageId = useId();
  const [value, setValue] = useState(request.options.defaultValue ?? '');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (request.options.required && value.trim() === '') {
      setMissing(true);
      return;
    }
    request.resolve(value);
  };

  return (
    <Modal
      open
      title={request.options.title ?? t('dialogs.promptTitle')}
      describedBy={messageId}
      onClose={() => request.resolve(null)}
      closeLabel={t('common.cancel')}
      onSubmit={submit}
      actions={() => (
        <Button type="submit" variant="contained">
          {t('common.ok')}
        </Button>
      )}
    >
      <Typography id={messageId} sx={{ whiteSpace: 'pre-line', mb: 2 }}>
        {request.message}
      </Typography>
      <TextField
        autoFocus
        fullWidth
        label={request.options.label ?? t('dialogs.promptLabel')}
        required={request.options.required}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (missing) setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('dialogs.required') : undefined}
      />
    </Modal>
  );
}

function CurrentDialog({ request }: { request: Request }) {
  const { t } = useTranslation();
  const messageId = useId();
  const message = (
    <Typography id={messageId} sx={{ whiteSpace: 'pre-line' }}>
      {request.message}
    </Typography>
  );

  switch (request.kind) {
    case 'alert':
      return (
        <Modal
          open
          title={request.options.title ?? t('dialogs.alertTitle')}
          describedBy={messageId}
          onClose={() => request.resolve()}
          closeLabel={t('common.ok')}
          maxWidth="xs"
        >
          {message}
        </Modal>
      );
    case 'confirm':
      return (
        <Modal
          open
          title={request.options.title ?? t('dialogs.confirmTitle')}
          describedBy={messageId}
          onClose={() => request.resolve(false)}
          closeLabel={t('common.cancel')}
          maxWidth="xs"
          actions={() => (
            <Button variant="contained" autoFocus onClick={() => request.resolve(true)}>
              {t('common.ok')}
            </Button>
          )}
        >
          {message}
        </Modal>
      );
    case 'prompt':
      return <PromptDialog request={request} />;
  }
}

/** Holds the dialogs asked for through useDialogs() and shows them one at a time, in order. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const nextId = useRef(1);

  const open = useCallback(<T,>(make: (resolve: (value: T) => void) => NewRequest) => {
    return new Promise<T>((resolve) => {
      const id = nextId.current++;
      const finish = (value: T) => {
        setQueue((current) => current.filter((request) => request.id !== id));
        resolve(value);
      };
      setQueue((current) => [...current, { ...make(finish), id } as Request]);
    });
  }, []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: (message, options = {}) =>
        open<void>((resolve) => ({ kind: 'alert', message, options, resolve: () => resolve() })),
      confirm: (message, options = {}) =>
        open<boolean>((resolve) => ({ kind: 'confirm', message, options, resolve })),
      prompt: (message, options = {}) =>
        open<string | null>((resolve) => ({ kind: 'prompt', message, options, resolve })),
    }),
    [open],
  );

  const current = queue[0];
  return (
    <DialogContext value={dialogs}>
      {children}
      {current && <CurrentDialog key={current.id} request={current} />}
    </DialogContext>
  );
}
