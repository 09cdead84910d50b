import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { HydrationBoundary } from './hydration-boundary';

/** The background of a band: the page's own, muted grey, the brand's tint (the top band), the brand colour. */
export type SectionTone = 'plain' | 'muted' | 'tint' | 'brand';

const TONES: Record<SectionTone, SxProps<Theme>> = {
  plain: {},
  muted: { bgcolor: 'grey.50' },
  tint: { bgcolor: 'brandTint.main', borderBottom: 1, borderColor: 'divider' },
  brand: { bgcolor: 'primary.main', color: 'primary.contrastText' },
};

export interface PageSectionProps {
  /** Id of the section's heading: the `heading` given here, or one the children render. */
  labelledBy: string;
  /** A level-2 heading with the id `labelledBy`; leave it out when the children hold the heading (a hero's h1). */
  heading?: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  tone?: SectionTone;
  /** The top band of a page is a little tighter. */
  hero?: boolean;
  headingSx?: SxProps<Theme>;
  children?: ReactNode;
}

/**
 * One full-width band of a public page (home, about): a labelled section, a centred container, an optional
 * heading and intro, on one of a few backgrounds. Both pages are a column of these; each is hydrated on its
 * own (HydrationBoundary).
 */
export function PageSection({
  labelledBy,
  heading,
  intro,
  tone = 'plain',
  hero = false,
  headingSx,
  children,
}: PageSectionProps) {
  return (
    <HydrationBoundary>
      <Box
        component="section"
        aria-labelledby={labelledBy}
        sx={[TONES[tone], { py: hero ? { xs: 5, md: 8 } : { xs: 6, md: 8 } }] as SxProps<Theme>}
      >
        <Container maxWidth="lg">
          {heading !== undefined && (
            <Typography
              id={labelledBy}
              variant="h2"
              sx={[
                { mb: intro === undefined ? 4 : 1.5, maxWidth: 720 },
                ...(Array.isArray(headingSx) ? headingSx : [headingSx]),
              ]}
            >
              {heading}
            </Typography>
          )}
          {intro !== undefined && (
            <Typography sx={{ color: tone === 'brand' ? 'inherit' : 'text.secondary', mb: 4 }}>
              {intro}
            </Typography>
          )}
          {children}
        </Container>
      </Box>
    </HydrationBoundary>
  );
}
