import { createTheme, darken, lighten, responsiveFontSizes, type Theme } from '@mui/material/styles';
import type { PublicTenant } from '@registry/domain';
import { ensureContrast, readableTextOn } from '../lib/color';

const FONT_FAMILY = [
  '"Public Sans Variable"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

declare module '@mui/material/styles' {
  interface Palette {
    /** Dark brand band: footer, page header strips. */
    brandDark: Palette['primary'];
    /** Very light brand tint: hero and section backgrounds. */
    brandTint: Palette['primary'];
  }
  interface PaletteOptions {
    brandDark?: PaletteOptions['primary'];
    brandTint?: PaletteOptions['primary'];
  }
}

/**
 * The tenant's MUI theme. Brand colours come from tenant.theme and are darkened where needed so that
 * text and buttons in them reach WCAG AA (4.5:1) on white.
 */
export function createTenantTheme(tenant: PublicTenant): Theme {
  const primary = ensureContrast(tenant.theme.primary);
  const secondary = ensureContrast(tenant.theme.secondary);
  const brandDark = darken(primary, 0.55);
  const brandTint = lighten(primary, 0.93);

  const theme = createTheme({
    palette: {
      primary: { main: primary, contrastText: readableTextOn(primary) },
      secondary: { main: secondary, contrastText: readableTextOn(secondary) },
      brandDark: { main: brandDark, contrastText: '#ffffff' },
      brandTint: { main: brandTint, contrastText: '#1b1b1b' },
      text: { primary: '#1b1b1b', secondary: '#454545' },
      background: { default: '#ffffff', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '2.75rem', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.01em' },
      h2: { fontSize: '2rem', fontWeight: 750, lineHeight: 1.2 },
      h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
      h4: { fontSize: '1.125rem', fontWeight: 700 },
      body1: { fontSize: '1.0625rem', lineHeight: 1.6 },
      overline: { fontWeight: 700, letterSpacing: '0.12em', fontSize: '0.8125rem' },
      button: { textTransform: 'none', fontWeight: 650, fontSize: '1rem' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A visible focus ring everywhere the keyboard lands (WCAG 2.4.7).
          '*:focus-visible': { outline: `3px solid ${secondary}`, outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 6, paddingInline: 20 }, sizeLarge: { paddingBlock: 10 } },
      },
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { textUnderlineOffset: 3 } },
      },
      MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.25rem', fontWeight: 700 } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
  return responsiveFontSizes(theme, { factor: 2.2 });
}
