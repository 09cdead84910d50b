import Box from '@mui/material/Box';
import { environmentBar, type RegistryEnv } from '@registry/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RegistryEnv, { bg: string; fg: string }> = {
  dev: { bg: '#3d2b56', fg: '#ffffff' },
  sit: { bg: '#ffbe2e', fg: '#1b1b1b' },
  uat: { bg: '#ffbe2e', fg: '#1b1b1b' },
  prod: { bg: '#2d2e2f', fg: '#ffffff' },
};

/**
 * The environment indicator at the very top (spec 1 §2): the environment's label and, on the training
 * environments (sit, uat), the warning that they are for training only. Texts come from the domain rule.
 */
export function EnvironmentBar({ environment }: { environment: RegistryEnv }) {
  const { t } = useTranslation();
  const bar = environmentBar(environment);
  const colors = COLORS[environment];
  return (
    <Box
      role="status"
      aria-label={t('shell.environment.label')}
      data-testid="environment-bar"
      data-environment={environment}
      sx={{
        bgcolor: colors.bg,
        color: colors.fg,
        px: 2,
        py: 0.5,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        textAlign: 'center',
        display: 'flex',
        justifyContent: 'center',
        flexWrap: 'wrap',
        columnGap: 1.5,
      }}
    >
      <Box component="span" sx={{ fontWeight: 800, letterSpacing: '0.08em' }}>
        {t('shell.environment.name', { label: bar.label })}
      </Box>
      {bar.warning && <Box component="span">{bar.warning}</Box>}
    </Box>
  );
}
