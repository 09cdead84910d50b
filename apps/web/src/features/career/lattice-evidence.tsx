import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TLatticePlacement } from '@registry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../app/paths';
import { failureText } from '../../lib/api';
import { placementQuery } from './api/career-api';

type Placement = TLatticePlacement['all'];

/** What the next level still needs, each item linked to where its record is added (when `links`). */
function MissingList({ placement, links }: { placement: Placement; links: boolean }) {
  const { t } = useTranslation();
  if (placement.nextLevel === null)
    return <Typography data-testid="lattice-top">{t('career.top')}</Typography>;
  return (
    <>
      <Typography sx={{ fontWeight: 700, mt: 1 }}>
        {t('career.missingFor', { level: placement.nextLevel })}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 0.5 }} data-testid="lattice-missing">
        {placement.missing.map((item) => (
          <li key={`${item.kind}-${item.text}`}>
            {links ? (
              <Link component={RouterLink} to={pathTo(item.route)}>
                {item.text}
              </Link>
            ) : (
              item.text
            )}
          </li>
        ))}
      </Box>
    </>
  );
}

/**
 * The explained placement (issue 25): the level the person's records support, by all their records and by
 * the verified ones, and exactly what the next level still needs. The owner's items link to where each
 * record is added; a verifier (another person's: `userId`) reads the same evidence without the links.
 */
export function LatticeEvidence({ userId = null }: { userId?: number | null }) {
  const { t } = useTranslation();
  const placement = useQuery(placementQuery(userId));
  if (placement.isPending) return <CircularProgress size={24} aria-label={t('career.loading')} />;
  if (placement.isError)
    return <Alert severity="error">{failureText(placement.error, t('career.loadFailed'))}</Alert>;
  const { all, verified, facts } = placement.data;
  const own = userId === null;
  return (
    <Box
      component="section"
      aria-labelledby="lattice-evidence-heading"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 3 }}
      data-testid="lattice-evidence"
    >
      <Typography id="lattice-evidence-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {own ? t('career.evidenceHeadingOwn') : t('career.evidenceHeading')}
      </Typography>
      <Typography data-testid="lattice-supported">
        {all.level === 0 ? t('career.supportsNone') : t('career.supports', { level: all.level })}
      </Typography>
      <Typography color="text.secondary" data-testid="lattice-verified-supported">
        {verified.level === 0
          ? t('career.verifiedSupportsNone')
          : t('career.verifiedSupports', { level: verified.level })}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t('career.facts', {
          hours: facts.trainingHours,
          verifiedHours: facts.verifiedTrainingHours,
          years: facts.experienceYears,
        })}
      </Typography>
      <MissingList placement={all} links={own} />
    </Box>
  );
}
