import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TLatticeRequirement } from '@registry/contracts';
import {
  CORE_KNOWLEDGE_AREA_NAMES,
  CREDENTIAL_NAMES,
  DEGREE_NAMES,
  requirementsProblem,
} from '@registry/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { useToast } from '../../components/toast/toast-context';
import { failureText } from '../../lib/api';
import { careerKeys, requirementsQuery, saveRequirements } from './api/career-api';

/** A degree's name as an option (the domain's words start with an article). */
const degreeOption = (code: string) => {
  const name = (DEGREE_NAMES[code] ?? code).replace(/^(a|an) /, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
};
const DEGREES = Object.keys(DEGREE_NAMES).filter((code) => code !== 'ged');

const numberOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** One level's fields. */
function LevelFields({
  level,
  onChange,
}: {
  level: TLatticeRequirement;
  onChange: (next: TLatticeRequirement) => void;
}) {
  const { t } = useTranslation();
  const id = `level-${level.level}`;
  const set = (parts: Partial<TLatticeRequirement>) => onChange({ ...level, ...parts });
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, minWidth: 0 }}
      data-testid={id}
    >
      <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        {t('career.requirements.level', { level: level.level })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label={t('career.requirements.title')}
          value={level.title}
          onChange={(event) => set({ title: event.target.value })}
          required
        />
        <TextField
          label={t('career.requirements.description')}
          value={level.description}
          onChange={(event) => set({ description: event.target.value })}
          required
        />
        <TextField
          select
          label={t('career.requirements.minDegree')}
          value={level.minDegree ?? ''}
          onChange={(event) => set({ minDegree: event.target.value === '' ? null : event.target.value })}
        >
          <MenuItem value="">{t('career.requirements.none')}</MenuItem>
          {DEGREES.map((code) => (
            <MenuItem key={code} value={code}>
              {degreeOption(code)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={level.degreeInEce}
              onChange={(event) => set({ degreeInEce: event.target.checked })}
            />
          }
          label={t('career.requirements.degreeInEce')}
        />
        <TextField
          type="number"
          label={t('career.requirements.trainingHours')}
          value={String(level.trainingHours)}
          onChange={(event) => set({ trainingHours: numberOf(event.target.value) })}
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
        />
        <TextField
          type="number"
          label={t('career.requirements.experienceYears')}
          value={String(level.experienceYears)}
          onChange={(event) => set({ experienceYears: numberOf(event.target.value) })}
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
        />
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 2 }}>
        {t('career.requirements.credentials')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {Object.entries(CREDENTIAL_NAMES).map(([code, name]) => (
          <FormControlLabel
            key={code}
            control={
              <Checkbox
                checked={level.credentials.includes(code)}
                onChange={(event) =>
                  set({
                    credentials: event.target.checked
                      ? [...level.credentials, code]
                      : level.credentials.filter((held) => held !== code),
                  })
                }
              />
            }
            label={credentialTitle(code, name)}
          />
        ))}
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        {t('career.requirements.byArea')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr' },
        }}
      >
        {Object.entries(CORE_KNOWLEDGE_AREA_NAMES).map(([code, name]) => (
          <TextField
            key={code}
            type="number"
            label={name}
            value={String(level.trainingByArea[code] ?? 0)}
            onChange={(event) => {
              const hours = numberOf(event.target.value);
              const byArea = { ...level.trainingByArea };
              if (hours > 0) byArea[code] = hours;
              else delete byArea[code];
              set({ trainingByArea: byArea });
            }}
            slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * Career Lattice Requirements (issue 25; administrators: 500, AdminUser, claim lattice.manage; al and tn):
 * the eight levels' requirements, changed and saved at once (PUT /api/career/requirements); the server then
 * recomputes everyone's placement in a job.
 */
/** A credential's name as a checkbox's title: 'a teaching license or certificate' → 'Teaching license or certificate'. */
function credentialTitle(code: string, name: string): string {
  if (code === 'other') return 'Any other credential';
  const bare = name.replace(/^(a|an) /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

export function LatticeRequirementsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const stored = useQuery(requirementsQuery());
  const [edited, setEdited] = useState<TLatticeRequirement[] | null>(null);
  const levels = edited ?? stored.data?.levels ?? null;
  const save = useMutation({
    mutationFn: (next: TLatticeRequirement[]) => saveRequirements({ levels: next }),
    onSuccess: (answer) => {
      setEdited(null);
      queryClient.setQueryData(careerKeys.requirements, { levels: answer.levels });
      void queryClient.invalidateQueries({ queryKey: careerKeys.all });
      toast.show({
        severity: 'success',
        title: t('career.requirements.savedTitle'),
        message: answer.message,
      });
    },
  });
  const problem = levels === null ? null : requirementsProblem(levels);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('routes.latticeRequirements.title')}
        instruction={t('instructions.latticeRequirements')}
      />
      {stored.isPending && <CircularProgress size={24} aria-label={t('career.loading')} />}
      {stored.isError && <Alert severity="error">{failureText(stored.error, t('career.loadFailed'))}</Alert>}
      {levels !== null && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (problem === null) save.mutate(levels);
          }}
        >
          {levels.map((level, index) => (
            <LevelFields
              key={level.level}
              level={level}
              onChange={(next) => setEdited(levels.map((candidate, at) => (at === index ? next : candidate)))}
            />
          ))}
          {problem !== null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          {save.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failureText(save.error, t('career.requirements.saveFailed'))}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button type="submit" variant="contained" disabled={edited === null || save.isPending}>
              {t('career.requirements.save')}
            </Button>
            <Button
              type="button"
              disabled={edited === null || save.isPending}
              onClick={() => setEdited(null)}
            >
              {t('career.requirements.undo')}
            </Button>
          </Box>
        </Box>
      )}
    </Container>
  );
}
