import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import type { PublicTenant } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';

/** The cards, each shown where the tenant has what it speaks of (the training records: tn's Training tile). */
const FEATURES = [
  { key: 'records', Icon: FolderSharedOutlinedIcon },
  { key: 'verification', Icon: VerifiedOutlinedIcon },
  { key: 'training', Icon: SchoolOutlinedIcon, feature: 'trainingRoute' },
] as const satisfies readonly {
  key: string;
  Icon: SvgIconComponent;
  feature?: keyof PublicTenant['features'];
}[];

/** What the registry does for a professional, as cards: only what a professional can do in the tenant. */
export function FeatureCards() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const cards = FEATURES.filter((card) => !('feature' in card) || tenant.features[card.feature]);
  return (
    <Grid container spacing={3}>
      {cards.map(({ key, Icon }) => (
        <Grid key={key} size={{ xs: 12, md: 12 / cards.length }}>
          <Card sx={{ height: '100%', borderRadius: 3, borderTop: 4, borderTopColor: 'primary.main' }}>
            <CardContent sx={{ p: 3.5 }}>
              <Box
                aria-hidden
                sx={{
                  width: 52,
                  height: 52,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'brandTint.main',
                  color: 'primary.main',
                  mb: 2.5,
                }}
              >
                <Icon />
              </Box>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t(`home.features.${key}.title`)}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t(`home.features.${key}.text`)}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
