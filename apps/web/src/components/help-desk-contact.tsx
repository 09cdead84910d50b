import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { HELP_DESK_HOURS } from '@registry/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../lib/phone';
import { VisuallyHidden } from './visually-hidden';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', opacity: 0.85 }}>
        {icon}
      </Box>
      {children}
    </Box>
  );
}

/** Help desk e-mail (mailto), phone (tel:) and hours; used by the footer and the maintenance page. */
export function HelpDeskContact({ email, phone }: { email: string; phone: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <Line icon={<EmailOutlinedIcon fontSize="small" />}>
        <Link href={`mailto:${email}`} color="inherit">
          <VisuallyHidden>{t('shell.footer.email')}: </VisuallyHidden>
          {email}
        </Link>
      </Line>
      <Line icon={<PhoneOutlinedIcon fontSize="small" />}>
        <Link href={telHref(phone)} color="inherit">
          <VisuallyHidden>{t('shell.footer.phone')}: </VisuallyHidden>
          {phone}
        </Link>
      </Line>
      <Line icon={<ScheduleOutlinedIcon fontSize="small" />}>
        <span>{t('shell.footer.hours', { hours: HELP_DESK_HOURS })}</span>
      </Line>
    </Box>
  );
}
