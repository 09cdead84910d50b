import { z } from 'zod';
import { zText } from './common.js';

/** Configuration keys the spec names (spec 1 §7, spec 3 §7) plus `closed` (maintenance flag). */
export const CONFIGURATION_KEYS = [
  'TermsAndConditionsText',
  'SplashScreen',
  'BaseUrl',
  'QuickSightEnabled',
  'closed',
] as const;
export type TConfigurationKey = (typeof CONFIGURATION_KEYS)[number];

/** GET /api/configuration?key= */
export const ZConfigurationQuery = z
  .object({ key: zText({ error: 'key is required.' }).trim().min(1, 'key is required.').max(100) })
  .strict();
export type TConfigurationQuery = z.infer<typeof ZConfigurationQuery>;

/** The value as text, as the spec's client reads it ('True' enables a flag). */
export const ZConfigurationResponse = z.string();
export type TConfigurationResponse = z.infer<typeof ZConfigurationResponse>;
