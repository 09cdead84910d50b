import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFormSaved } from '@registry/contracts';
import { EntityType, formOf } from '@registry/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTenant } from '../../lib/tenant-context';
import { Modal } from '../../components/modal';
import { DynamicForm } from '../../engine/forms/dynamic-form';
import { shallowEqual, useSessionSelector, useSessionStore } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { useProfileContinue } from './use-profile-continue';

/** What the page reads of the session (it renders again only when these change). */
const personalInputs = (session: SessionState) => ({
  userId: session.userId,
  firstTime: session.firstTime,
  profileSetup: session.profileSetup,
});

/**
 * The personal tab of the profile (route profile-personal, spec 1 §2): the personal form. A first-time
 * user fills it in at once; saving it ends the limited login (the server completes the profile) and
 * shows the welcome modal, and the setup goes on through the profile tabs: Save and Continue moves to
 * the employment tab (once the welcome is closed), and the user stays in the profile, its other tabs and
 * the Dashboard hidden, until they Continue past the last tab.
 */
export function ProfilePersonalPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { userId, firstTime, profileSetup } = useSessionSelector(personalInputs, shallowEqual);
  const store = useSessionStore();
  const [params] = useSearchParams();
  const [welcome, setWelcome] = useState(false);
  // Save and Continue on the save that completed the profile: on past the welcome modal once it closes.
  const continueAfterWelcome = useRef(false);
  const next = useProfileContinue('profile-personal');
  // Fixed when the page opens: the form stays in its first-time shape until the user moves on.
  const [setup] = useState(firstTime || profileSetup !== null);

  const saved = (result: TFormSaved) => {
    if (!result.profileCompleted) return;
    // The answer carried a renewed token whose claims returned (lib/api.ts takes it over). The setup goes
    // on from this tab: the guard keeps the user here until they Continue.
    store.setProfileSetup('profile-personal');
    store.clearFirstTime();
    setWelcome(true);
  };

  return (
    <Box sx={{ maxWidth: 'md' }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1 }}
      >
        {t('profile.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {setup ? t('profile.firstTimeIntro', { productName: tenant.productName }) : t('profile.intro')}
      </Typography>
      {params.get('displayWelcome') === 'true' && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t('profile.welcome', { productName: tenant.productName })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {userId !== null && (
          <DynamicForm
            formId={formOf(EntityType.User)}
            primaryEntity={{ id: userId, entityTypeId: EntityType.User }}
            startInEdit={setup}
            onSaved={saved}
            {...(setup
              ? {
                  continueLabel: t('forms.saveAndContinue'),
                  onContinue: (result: TFormSaved) => {
                    if (result.profileCompleted) continueAfterWelcome.current = true;
                    else next();
                  },
                }
              : {})}
          />
        )}
      </Paper>
      <Modal
        open={welcome}
        title={t('profile.welcomeTitle')}
        onClose={() => {
          setWelcome(false);
          if (continueAfterWelcome.current) next();
        }}
        data-testid="welcome-modal"
      >
        <Typography>{t('profile.welcomeText', { productName: tenant.productName })}</Typography>
      </Modal>
    </Box>
  );
}
