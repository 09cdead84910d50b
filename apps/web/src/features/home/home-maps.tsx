import { keyframes } from '@emotion/react';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { HOME_MAPS, tenantAsset } from '../../lib/tenant-assets';
import { mapFadeKeyframes, mapFadeTiming } from './map-fade';

const COUNT = HOME_MAPS.length;
const TIMING = mapFadeTiming(COUNT);
const fadeCycle = keyframes`${mapFadeKeyframes(TIMING)}`;

/**
 * The home page's rotating maps (spec 1 §2): stacked images fading in one after another, staggered up to
 * 16 s, in a loop; the outgoing map goes quickly as the next fades in (map-fade.ts). A pause button stops
 * the motion (WCAG 2.2.2); with reduced motion only the first image shows, still. On a phone the images
 * hide their town labels and legend themselves (a media query inside each SVG, make-tenant-maps.mjs).
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
        // The maps' own background, so the short moment between two maps reads as the same card.
        bgcolor: '#f8fafc',
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
            animation: `${fadeCycle} ${TIMING.cycleMs}ms linear ${index * TIMING.staggerMs}ms infinite both`,
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
