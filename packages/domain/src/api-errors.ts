/**
 * Error texts the server answers with (DESIGN §3 "Texts": server strings live here). The web shows them
 * as they are, following the client's error rule (spec 1 §8).
 */
export const API_ERRORS = {
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  databaseUnavailable: 'The database is not reachable.',
  webAppNotBuilt: 'The web app is not built. Run `npm run build -w apps/web` (or `npm start`), then reload.',
  unknownField: (field: string) => `${field} is not a known field.`,
  configurationKeyUnknown: (key: string) => `There is no configuration value named '${key}'.`,
} as const;
