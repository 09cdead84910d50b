import 'i18next';
import type { EnResources } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnResources };
    // Keys are checked; variables are not: tenant terms arrive as default variables, which the
    // type-level extractor cannot see, so it would demand {{productName}} at every call.
    parseInterpolation: false;
  }
}
