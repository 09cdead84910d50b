import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatches, useOutlet } from 'react-router';
import { pathTo } from '../../app/paths';
import { isAppRoute } from '../../app/route-helpers';
import { RouteTabs } from '../../app/shell/route-tabs';
import { useTenant } from '../../lib/tenant-context';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { profileTabs } from './profile-tabs';
import { useProfileContinue } from './use-profile-continue';

/** The first-time setup is going on (spec 1 §2). */
const inSetup = (session: SessionState) => session.firstTime || session.profileSetup !== null;

/**
 * The profile (spec 1 §2): its tabs in their numbered sequence (personal, employment, education,
 * certification/credential, community service, membership), the chosen tab, and Continue to the next
 * one. During the first-time setup the tabs are hidden (the guard keeps the user on the setup's tab) and
 * the step is said instead; on the personal tab the form's Save and Continue is the way on.
 */
export function ProfileLayout() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const setup = useSessionSelector(inSetup);
  const outlet = useOutlet();
  const current = useMatches()
    .map((match) => match.handle)
    .filter(isAppRoute)
    .at(-1)?.name;
  const tabs = profileTabs(tenant);
  const proceed = useProfileContinue(current ?? '');
  // /dashboard/profile itself: the first tab.
  if (!outlet) return <Navigate to={pathTo(tabs[0]?.name ?? 'profile-personal')} replace />;

  const index = tabs.findIndex((tab) => tab.name === current);
  const personalInSetup = setup && current === 'profile-personal';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {setup ? (
        index >= 0 && (
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary', fontWeight: 700 }}>
            {t('profile.setupStep', { step: index + 1, count: tabs.length, title: t(tabs[index]!.title) })}
          </Typography>
        )
      ) : (
        <RouteTabs
          label={t('profile.tabsLabel')}
          tabs={tabs}
          textOf={(tab, position) => t('profile.tab', { number: position + 1, title: t(tab.title) })}
        />
      )}
      {outlet}
      {!personalInSetup && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button variant="contained" onClick={proceed}>
            {t('forms.continue')}
          </Button>
        </Box>
      )}
    </Container>
  );
}
