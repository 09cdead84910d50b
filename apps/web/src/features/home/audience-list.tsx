import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ChildCareOutlinedIcon from '@mui/icons-material/ChildCareOutlined';
import CoPresentOutlinedIcon from '@mui/icons-material/CoPresentOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant-context';
import { tenantAudience } from '../../lib/tenant-audience';

const ICONS = {
  teachers: ChildCareOutlinedIcon,
  directors: StorefrontOutlinedIcon,
  trainers: CoPresentOutlinedIcon,
  coaches: HandshakeOutlinedIcon,
  agencyStaff: AccountBalanceOutlinedIcon,
} as const satisfies Record<string, SvgIconComponent>;
const KEYS = Object.keys(ICONS) as (keyof typeof ICONS)[];

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
        const Icon = ICONS[key];
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
