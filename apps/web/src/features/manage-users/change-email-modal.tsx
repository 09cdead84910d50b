import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { Modal } from '../../components/modal';
import { WrapPoints } from '../../components/wrap-points';
import { failureText } from '../../lib/api';
import { useChangeEmail } from './api/account-actions';
import type { ManagedUser } from './managed-user';

export interface ChangeEmailModalProps {
  user: ManagedUser | null;
  onClose: () => void;
  /** After the server changed it: the new address. */
  onChanged: (user: ManagedUser, email: string) => void;
}

/**
 * Change Email Address (spec 2 §2, §6: tn and al, roles 400, 500 and AdminUser, which hold the claim): the
 * new address, trimmed and without a format check of ours (the server's is the one), sent after a
 * confirmation. The server's refusal shows in the modal; closing it with an address typed and not sent
 * asks 'Are you sure you want to close without saving?' ('Unsaved Data Warning').
 */
export function ChangeEmailModal({ user, onClose, onChanged }: ChangeEmailModalProps) {
  return user ? <ChangeEmailForm key={user.id} user={user} onClose={onClose} onChanged={onChanged} /> : null;
}

function ChangeEmailForm({ user, onClose, onChanged }: ChangeEmailModalProps & { user: ManagedUser }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = email.trim() !== '';

  const close = async () => {
    if (change.isPending) return;
    if (dirty) {
      const leave = await dialogs.confirm(t('dialogs.closeWithoutSaving'), {
        title: t('dialogs.unsavedTitle'),
      });
      if (!leave) return;
    }
    onClose();
  };

  const submit = async () => {
    const trimmed = email.trim();
    setFailure(null);
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    const sure = await dialogs.confirm(
      t('manageUsers.confirmEmailChange', { name: user.fullName, from: user.userName, to: trimmed }),
    );
    if (!sure) return;
    try {
      await change.mutateAsync({ email: trimmed, userName: user.userName, fullName: user.fullName });
      onChanged(user, trimmed);
    } catch (error) {
      setFailure(failureText(error, t('toast.network')));
    }
  };

  return (
    <Modal
      open
      title={t('manageUsers.changeEmailTitle')}
      onClose={() => void close()}
      closeLabel={t('common.cancel')}
      onSubmit={() => void submit()}
      data-testid="change-email"
      actions={() => (
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {t('manageUsers.save')}
        </Button>
      )}
    >
      <Typography sx={{ fontWeight: 700 }}>{user.fullName}</Typography>
      <Typography sx={{ mb: 2 }}>
        {t('manageUsers.currentEmail')}: <WrapPoints text={user.userName} />
      </Typography>
      <TextField
        label={t('manageUsers.newEmail')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setMissing(false);
        }}
        type="text"
        autoComplete="off"
        autoFocus
        fullWidth
        required
        error={missing}
        helperText={missing ? t('manageUsers.emailRequired') : undefined}
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
      />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      )}
    </Modal>
  );
}
