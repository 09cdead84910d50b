import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { apiPath, API_PATHS } from '@registry/contracts/paths';
import { EntityType } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import type { RouteTitleKey } from '../../app/route-types';
import { useSessionSelector } from '../../lib/session/session-context';
import { useTenant } from '../../lib/tenant-context';
import type { SessionState } from '../../lib/session/session-state';
import { PdpGrid, type PdpGridEntity } from './pdp-grid';

const selectUserId = (session: SessionState) => session.userId;

/** The PDP's Info tab (spec 3 §2): what the plan is, and the link to the PDP help file. */
export function PdpInfoTab() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const paragraphs = t('pdp.info', { returnObjects: true }) as readonly string[];
  return (
    <Box sx={{ maxWidth: '70ch' }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('pdp.infoHeading')}
      </Typography>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
      {/* jh has no organizations, so no directors: its professionals' plans are read by their coaches. */}
      <Typography sx={{ mb: 1.5 }}>
        {tenant.features.organizations ? t('pdp.infoDirectors') : t('pdp.infoCoaches')}
      </Typography>
      <Link href={apiPath(API_PATHS.staticFile, { code: 'pdp-help' })} target="_blank" rel="noopener">
        {t('pdp.helpLink')}
      </Link>
    </Box>
  );
}

type IntroKey = `pdp.intro_${'selfAssessment' | 'requiredTraining' | 'goals'}`;

function OwnTab({
  entityTypeId,
  intro,
  title,
}: {
  entityTypeId: PdpGridEntity;
  intro: IntroKey;
  title: RouteTitleKey;
}) {
  const { t } = useTranslation();
  const userId = useSessionSelector(selectUserId);
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t(title)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t(intro)}</Typography>
      {userId !== null && <PdpGrid entityTypeId={entityTypeId} ownerId={userId} own title={t(title)} />}
    </Box>
  );
}

/** Self-Assessment (entity 13): a row per competency area; no Add, no paging (25 a page). */
export function PdpSelfAssessmentTab() {
  return (
    <OwnTab
      entityTypeId={EntityType.PdpSelfAssessment}
      intro="pdp.intro_selfAssessment"
      title="routes.pdpSelfAssessment.title"
    />
  );
}

/** Required Training (entity 11): with Last Updated and comments. */
export function PdpRequiredTrainingTab() {
  return (
    <OwnTab
      entityTypeId={EntityType.PdpRequiredTraining}
      intro="pdp.intro_requiredTraining"
      title="routes.pdpRequiredTraining.title"
    />
  );
}

/** Goals (entity 12): with Last Updated and comments. */
export function PdpGoalsTab() {
  return <OwnTab entityTypeId={EntityType.PdpGoal} intro="pdp.intro_goals" title="routes.pdpGoals.title" />;
}
