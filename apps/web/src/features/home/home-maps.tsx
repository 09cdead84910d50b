import { keyframes } from '@emotion/react';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { HOME_IMAGE_FADE_MS, HOME_IMAGE_STAGGER_MAX_MS } from '@registry/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant-context';
import { HOME_MAPS, tenantAsset } from '../../lib/tenant-assets';

const COUNT = HOME_MAPS.length;
/** Gap between two images' starts: the last one starts HOME_IMAGE_STAGGER_MAX_MS after the first. */
const STAGGER_MS = HOME_IMAGE_STAGGER_MAX_MS / (COUNT - 1);
/** One loop: every image has had its turn, the last one as long as the others. */
const CYCLE_MS = STAGGER_MS * COUNT;

const percent = (ms: number) => `${((ms / CYCLE_MS) * 100).toFixed(2)}%`;

/**
 * Each image fades in over HOME_IMAGE_FADE_MS, stays while the next one fades in above it, then goes.
 * Keyframes are shared; the images differ only by their delay.
 */
const fadeCycle = keyframes`
  0% { opacity: 0; }
  ${percent(HOME_IMAGE_FADE_MS)} { opacity: 1; }
  ${percent(STAGGER_MS + HOME_IMAGE_FADE_MS)} { opacity: 1; }
  ${percent(STAGGER_MS + HOME_IMAGE_FADE_MS + 600)} { opacity: 0; }
  100% { opacity: 0; }
`;

/**
 * The home page's rotating maps (spec 1 §2): stacked images fading in one after another, staggered up to
 * 16 s, in a loop. A pause button stops the motion (WCAG 2.2.2); with reduced motion only the first
 * image shows, still.
 */
export function HomeMaps() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [paused, setPaused] = useState(false);

  return (
    <Box
      role="group"
      aria-label={t('home.mapLabel')}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '640 / 520',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        boxShadow: '0 18px 40px -18px rgba(0,0,0,0.35)',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {HOME_MAPS.map((map, index) => (
        <Box
          key={map.file}
          component="img"
          data-testid="home-map-image"
          src={tenantAsset(tenant, map.file)}
          alt={t(map.alt)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            zIndex: index,
            opacity: 0,
            animation: `${fadeCycle} ${CYCLE_MS}ms linear ${index * STAGGER_MS}ms infinite both`,
            animationPlayState: paused ? 'paused' : 'running',
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              opacity: index === 0 ? 1 : 0,
              visibility: index === 0 ? 'visible' : 'hidden',
            },
          }}
        />
      ))}
      <IconButton
        size="small"
        aria-label={paused ? t('home.playMaps') : t('home.pauseMaps')}
        onClick={() => setPaused((value) => !value)}
        sx={{
          position: 'absolute',
          right: 10,
          bottom: 10,
          zIndex: COUNT,
          bgcolor: 'rgba(255,255,255,0.92)',
          border: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: '#fff' },
          '@media (prefers-reduced-motion: reduce)': { display: 'none' },
        }}
      >
        {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}
