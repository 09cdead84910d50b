import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ChildCareOutlinedIcon from '@mui/icons-material/ChildCareOutlined';
import CoPresentOutlinedIcon from '@mui/icons-material/CoPresentOutlined';
import EscalatorWarningOutlinedIcon from '@mui/icons-material/EscalatorWarningOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AudienceKey } from '../lib/tenant-audience';

/** The icon of each group of people the public pages name (home's audience row, about's cards). */
export const AUDIENCE_ICONS: Readonly<Record<AudienceKey, SvgIconComponent>> = {
  teachers: ChildCareOutlinedIcon,
  caregivers: EscalatorWarningOutlinedIcon,
  directors: StorefrontOutlinedIcon,
  trainers: CoPresentOutlinedIcon,
  coaches: HandshakeOutlinedIcon,
  agencyStaff: AccountBalanceOutlinedIcon,
};
