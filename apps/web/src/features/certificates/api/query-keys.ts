/** The query keys of certificates: a revocation changes a verification and the owner's list alike. */
export const certificateKeys = {
  all: ['certificates'] as const,
  verify: (code: string) => ['certificates', 'verify', code] as const,
  mine: () => ['certificates', 'mine'] as const,
};
