/** User-facing texts of the spec that rules in this package produce, exactly as the spec writes them. */
export const TEXTS = {
  errorTitle: 'Error',
  insufficientAccess: 'Insufficient access privileges',
  leaveRegistry: 'Are you sure you want to leave the registry?',
  leaveRegistryTitle: 'Confirmation Message',
} as const;
