import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ChildCareOutlinedIcon from '@mui/icons-material/ChildCareOutlined';
import CoPresentOutlinedIcon from '@mui/icons-material/CoPresentOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';

const AUDIENCE = [
  { key: 'teachers', Icon: ChildCareOutlinedIcon },
  { key: 'directors', Icon: StorefrontOutlinedIcon },
  { key: 'trainers', Icon: CoPresentOutlinedIcon },
  { key: 'coaches', Icon: HandshakeOutlinedIcon },
  { key: 'agencyStaff', Icon: AccountBalanceOutlinedIcon },
] as const satisfies readonly { key: string; Icon: SvgIconComponent }[];

/** The people the registry serves, as a row of labelled icons. */
export function AudienceList() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
        gap: 2,
      }}
    >
      {AUDIENCE.map(({ key, Icon }) => (
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
      ))}
    </Box>
  );
}
