import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { AUDIENCE_ICONS } from '../../components/audience-icons';
import { tenantAudience } from '../../lib/tenant-audience';

/** Home names these groups (about adds caregivers). */
const KEYS = ['teachers', 'directors', 'trainers', 'coaches', 'agencyStaff'] as const;

/** The people the registry serves (those whose roles the tenant has), as a row of labelled icons. */
export function AudienceList() {
  const { t } = useTranslation();
  const audience = tenantAudience(useTenant(), KEYS);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr 1fr',
          sm: 'repeat(3, 1fr)',
          md: `repeat(${audience.length}, 1fr)`,
        },
        gap: 2,
      }}
    >
      {audience.map((key) => {
        const Icon = AUDIENCE_ICONS[key];
        return (
          <Box
            component="li"
            key={key}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: 1.25,
              p: 2.5,
              bgcolor: 'background.paper',
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Icon aria-hidden sx={{ fontSize: 36, color: 'secondary.main' }} />
            <Typography sx={{ fontWeight: 650, lineHeight: 1.3 }}>{t(`home.audience.${key}`)}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
