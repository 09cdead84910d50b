import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REGISTER_RESULT, TRAINING_TEXTS, WAITLIST_RESULT } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/api';
import type { OpenSession } from './api/open-sessions';
import { useRegister } from './api/register';
import { userOrganizationsQuery } from './api/user-organizations';
import { useWaitlist } from './api/waitlist';

/** Whom the trainer enrolls, in which session. */
export interface EnrollTarget {
  person: { id: number; name: string };
  session: OpenSession;
}

/** A call that failed has had its error toast (the query client's rule): the flow just stops. */
async function orStop<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch {
    return undefined;
  }
}

/** The waitlist's offer (result 4), answered Yes or No: No, Escape and the backdrop say no. */
function WaitlistOffer({ message, answer }: { message: string; answer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Modal
      open
      title={t('trainerEnrollment.waitlistTitle')}
      describedBy={textId}
      onClose={() => answer(false)}
      closeLabel={t('trainerEnrollment.no')}
      maxWidth="xs"
      actions={() => (
        <Button variant="contained" autoFocus onClick={() => answer(true)}>
          {t('trainerEnrollment.yes')}
        </Button>
      )}
    >
      <Typography id={textId}>{message}</Typography>
    </Modal>
  );
}

/**
 * The enrollment dialog (spec 3 §2: "course and session name, the person's name and a register button"):
 * with an organization to choose when the person works at more than one (getuserorgs), and an optional
 * comment. Register goes through the same call and rules as self-registration (spec 3 §4, §8): 1
 * 'Registration Successful!', 2 and 3 their text, 4 the waitlist's offer (Yes: the waitlist, its
 * position or its refusal), anything else the error.
 */
export function EnrollDialog({ target, onClose }: { target: EnrollTarget | null; onClose: () => void }) {
  if (target === null) return null;
  return <EnrollForm key={`${target.person.id}:${target.session.id}`} target={target} onClose={onClose} />;
}

function EnrollForm({ target, onClose }: { target: EnrollTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const textId = useId();
  const { person, session } = target;
  const organizations = useQuery(userOrganizationsQuery(person.id));
  const [chosen, setChosen] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [running, setRunning] = useState(false);
  const [offer, setOffer] = useState<{ message: string; answer: (yes: boolean) => void } | null>(null);
  const registerCall = useRegister();
  const waitlistCall = useWaitlist();

  const list = organizations.data ?? [];
  const organizationId =
    list.length > 1 ? Number(chosen ?? list[0]!.id) : list.length === 1 ? list[0]!.id : null;

  const offerWaitlist = (message: string) =>
    new Promise<boolean>((resolve) =>
      setOffer({
        message,
        answer: (yes) => {
          setOffer(null);
          resolve(yes);
        },
      }),
    );

  const waitlist = async () => {
    const place = await orStop(
      waitlistCall.mutateAsync({ courseSectionId: session.id, userId: person.id, organizationId }),
    );
    if (!place) return;
    const title = t('trainerEnrollment.waitlistResultTitle');
    if (place.result >= 1) await dialogs.alert(TRAINING_TEXTS.waitlisted(place.result), { title });
    // A seat came free since the session was full: the person took it instead of a place in line.
    else if (place.result === WAITLIST_RESULT.RegisteredInstead)
      await dialogs.alert(place.message, { title: TRAINING_TEXTS.registeredTitle });
    else if (place.result === WAITLIST_RESULT.AlreadyRegistered || place.result === WAITLIST_RESULT.Full)
      await dialogs.alert(place.message, { title });
    else await dialogs.alert(TRAINING_TEXTS.waitlistError, { title });
  };

  const register = async () => {
    if (running) return;
    setRunning(true);
    try {
      const answer = await orStop(
        registerCall.mutateAsync({
          courseSectionId: session.id,
          userId: person.id,
          comment: comment.trim() === '' ? null : comment.trim(),
          organizationId,
        }),
      );
      // A refused call (its toast said why) leaves the dialog as it was.
      if (!answer) return;
      const title = t('trainerEnrollment.resultTitle');
      switch (answer.result) {
        case REGISTER_RESULT.Registered:
          await dialogs.alert(answer.message, { title: TRAINING_TEXTS.registeredTitle });
          break;
        case REGISTER_RESULT.AlreadyRegistered:
        case REGISTER_RESULT.FullDeclined:
          await dialogs.alert(answer.message, { title });
          break;
        case REGISTER_RESULT.WaitlistOffered:
          if (await offerWaitlist(answer.message)) await waitlist();
          break;
        default:
          await dialogs.alert(TRAINING_TEXTS.registerError, { title });
      }
      onClose();
    } finally {
      setRunning(false);
    }
  };

  const ready = organizations.isSuccess && !running;
  return (
    <>
      <Modal
        open
        title={t('trainerEnrollment.enrollTitle')}
        describedBy={textId}
        onClose={onClose}
        closeLabel={t('common.cancel')}
        data-testid="enroll-dialog"
        onSubmit={() => void register()}
        actions={() => (
          <Button type="submit" variant="contained" disabled={!ready}>
            {t('trainerEnrollment.register')}
          </Button>
        )}
      >
        <Box
          component="dl"
          id={textId}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mb: 2,
            '& dt': { fontWeight: 700 },
            '& dd': { m: 0 },
          }}
        >
          <dt>{t('trainerEnrollment.course')}</dt>
          <dd>{session.courseName}</dd>
          <dt>{t('trainerEnrollment.session')}</dt>
          <dd>{session.sectionName}</dd>
          <dt>{t('trainerEnrollment.person')}</dt>
          <dd>{person.name}</dd>
        </Box>
        {organizations.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
        {organizations.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failureText(organizations.error, t('toast.network'))}
          </Alert>
        )}
        {list.length > 1 && (
          <FormControl sx={{ mb: 2, display: 'block' }}>
            <FormLabel id={`${textId}-organization`}>{t('trainerEnrollment.organizationLabel')}</FormLabel>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('trainerEnrollment.organizationHelp', { name: person.name })}
            </Typography>
            <RadioGroup
              aria-labelledby={`${textId}-organization`}
              value={String(organizationId)}
              onChange={(event) => setChosen(event.target.value)}
            >
              {list.map((organization) => (
                <FormControlLabel
                  key={organization.id}
                  value={String(organization.id)}
                  control={<Radio />}
                  label={organization.name}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('trainerEnrollment.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Modal>
      {offer && <WaitlistOffer message={offer.message} answer={offer.answer} />}
    </>
  );
}
