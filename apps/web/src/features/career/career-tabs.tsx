import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { describeRequirement, EntityType, formOf } from '@registry/domain';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, gridKeys, StatusIcon } from '../../engine/grid/index';
import { failureText } from '../../lib/api';
import { useSessionSelector } from '../../lib/session/session-context';
import { careerKeys, placementQuery, requirementsQuery } from './api/career-api';
import { LatticeEvidence } from './lattice-evidence';

/** Info (spec 3 §2: "static description of eight levels"): each level and what it requires, from the tenant's requirements. */
export function CareerInfoTab() {
  const { t } = useTranslation();
  const requirements = useQuery(requirementsQuery());
  if (requirements.isPending) return <CircularProgress size={24} aria-label={t('career.loading')} />;
  if (requirements.isError)
    return <Alert severity="error">{failureText(requirements.error, t('career.loadFailed'))}</Alert>;
  return (
    <Box data-testid="career-info">
      <Typography sx={{ mb: 2 }}>{t('career.info')}</Typography>
      <Box component="ol" sx={{ pl: 0, listStyle: 'none', m: 0 }}>
        {requirements.data.levels.map((level) => (
          <Box
            component="li"
            key={level.level}
            sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}
            data-testid={`career-level-${level.level}`}
          >
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {level.title}
            </Typography>
            <Typography>{level.description}</Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
              {t('career.requires', { items: describeRequirement(level).join('; ') })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The header of the Lattice tab (spec 3 §2: 'Current Level: n' with its verification icon). */
function CurrentLevel() {
  const { t } = useTranslation();
  const placement = useQuery(placementQuery(null));
  if (placement.data === undefined) return null;
  const current = placement.data.current;
  return (
    <Typography
      component="h2"
      variant="h5"
      sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}
      data-testid="current-level"
    >
      {t('career.currentLevel', { level: current?.level ?? 0 })}
      {current && <StatusIcon row={current} />}
    </Typography>
  );
}

/**
 * Lattice (spec 3 §2): the header 'Current Level: n' with its verification icon, the explained placement
 * (what the records support and what the next level needs, linked to where it is added), and the grid of
 * the levels claimed (entity 31) with Add New and Request Verification.
 */
export function CareerLatticeTab() {
  const { t } = useTranslation();
  const userId = useSessionSelector((session) => session.userId);
  const queryClient = useQueryClient();
  // A claim saved or a request made reloads the grid: the header and the placement follow it.
  const gridFetching = useIsFetching({ queryKey: gridKeys.entity(EntityType.CareerLatticeLevel) });
  const wasFetching = useRef(false);
  useEffect(() => {
    if (wasFetching.current && gridFetching === 0)
      void queryClient.invalidateQueries({ queryKey: careerKeys.placement(null) });
    wasFetching.current = gridFetching > 0;
  }, [gridFetching, queryClient]);
  if (userId === null) return null;
  return (
    <Box data-testid="career-lattice">
      <CurrentLevel />
      <LatticeEvidence />
      <DataGrid
        title={t('career.gridTitle')}
        showTitle
        entityTypeId={EntityType.CareerLatticeLevel}
        formId={formOf(EntityType.CareerLatticeLevel)}
        recordName={t('career.recordName')}
        primaryEntity={{ id: userId, entityTypeId: EntityType.User }}
        addNew
        verification
      />
    </Box>
  );
}
