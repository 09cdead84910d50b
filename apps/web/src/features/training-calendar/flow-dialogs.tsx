import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TRegistrationOrganization } from '@registry/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';

/** A question of the registration flow that the app's alert, confirm and prompt do not ask. */
export type FlowQuestion =
  | {
      kind: 'organization';
      organizations: readonly TRegistrationOrganization[];
      answer: (organizationId: number | null) => void;
    }
  | { kind: 'yesNo'; title: string; message: string; answer: (yes: boolean) => void };

/** Which organization a person registers from, when they work for several (Cancel: none, the flow stops). */
function OrganizationDialog({ question }: { question: Extract<FlowQuestion, { kind: 'organization' }> }) {
  const { t } = useTranslation();
  const textId = useId();
  const [chosen, setChosen] = useState(String(question.organizations[0]?.id ?? ''));
  return (
    <Modal
      open
      title={t('trainingCalendar.flow.organizationTitle')}
      describedBy={textId}
      onClose={() => question.answer(null)}
      closeLabel={t('common.cancel')}
      onSubmit={() => question.answer(Number(chosen))}
      actions={() => (
        <Button type="submit" variant="contained">
          {t('trainingCalendar.flow.continue')}
        </Button>
      )}
    >
      <Typography id={textId} sx={{ mb: 2 }}>
        {t('trainingCalendar.flow.organizationText')}
      </Typography>
      <FormControl>
        <FormLabel id={`${textId}-label`}>{t('trainingCalendar.flow.organizationLabel')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${textId}-label`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {question.organizations.map((organization, index) => (
            <FormControlLabel
              key={organization.id}
              value={String(organization.id)}
              control={<Radio autoFocus={index === 0} />}
              label={organization.name}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Modal>
  );
}

/** A question answered Yes or No (the waitlist's offer): No, Escape and the backdrop say no. */
function YesNoDialog({ question }: { question: Extract<FlowQuestion, { kind: 'yesNo' }> }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Modal
      open
      title={question.title}
      describedBy={textId}
      onClose={() => question.answer(false)}
      closeLabel={t('trainingCalendar.flow.no')}
      maxWidth="xs"
      actions={() => (
        <Button variant="contained" autoFocus onClick={() => question.answer(true)}>
          {t('trainingCalendar.flow.yes')}
        </Button>
      )}
    >
      <Typography id={textId}>{question.message}</Typography>
    </Modal>
  );
}

export function FlowDialog({ question }: { question: FlowQuestion | null }) {
  if (question === null) return null;
  return question.kind === 'organization' ? (
    <OrganizationDialog question={question} />
  ) : (
    <YesNoDialog question={question} />
  );
}
