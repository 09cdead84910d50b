import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { passwordRules } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';

/**
 * The tenant's password rules, shown above the password field where the tenant checks passwords in the
 * browser (al); the field's aria-describedby points here. Renders nothing for other tenants.
 */
export function PasswordRules({ id }: { id: string }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  if (!tenant.passwordPolicy.clientCheck) return null;
  return (
    <Box id={id} data-testid="password-rules" sx={{ mb: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('auth.passwordRules')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2' }}>
        {passwordRules(tenant.passwordPolicy).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Box>
    </Box>
  );
}
