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

  // The focus indicator (WCAG 2.4.7, and 2.4.13's guidance): a white gap, a 3 px ring in the tenant's
  // darkest brand colour, and a white edge, so it shows on white, on the brand colours and on the dark
  // footer alike. MUI's own sign of keyboard focus is a pale ripple; every ButtonBase (buttons, tabs,
  // tiles, menu items, icon buttons, checkboxes) gets the ring instead, and so do links and anything else
  // the keyboard reaches. Text fields keep MUI's focused border (2 px, the primary colour at 4.5:1).
  const focusRing = {
    outline: `3px solid ${brandDark}`,
    outlineOffset: 2,
    boxShadow: '0 0 0 7px #ffffff',
  };
  const theme = createTheme({
    palette: {
      primary: { main: primary, contrastText: readableTextOn(primary) },
      secondary: { main: secondary, contrastText: readableTextOn(secondary) },
      brandDark: { main: brandDark, contrastText: '#ffffff' },
      brandTint: { main: brandTint, contrastText: '#1b1b1b' },
      // MUI's info and warning mains fail 4.5:1 under white text (a filled toast's title): darker shades.
      info: { main: '#01579b', contrastText: '#ffffff' },
      warning: { main: '#8a5300', contrastText: '#ffffff' },
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
          '*:focus-visible': focusRing,
          'input:focus-visible, textarea:focus-visible': { outline: 'none', boxShadow: 'none' },
          // Headings and regions that take focus only from the script (after a route change) show none.
          '[tabindex="-1"]:focus': { outline: 'none', boxShadow: 'none' },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
          },
        },
      },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 6, paddingInline: 20 }, sizeLarge: { paddingBlock: 10 } },
      },
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { textUnderlineOffset: 3, '&:focus-visible': focusRing } },
      },
      MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.25rem', fontWeight: 700 } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
  return responsiveFontSizes(theme, { factor: 2.2 });
}
