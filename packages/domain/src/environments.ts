/** Deployment environments (REGISTRY_ENV). sit and uat are training environments. */
export const ENVIRONMENTS = ['dev', 'sit', 'uat', 'prod'] as const;
export type RegistryEnv = (typeof ENVIRONMENTS)[number];

export interface EnvironmentBar {
  label: string;
  /** Shown in sit and uat: those sites are for training only. */
  warning: string | null;
}

/** What the environment indicator bar shows (spec 1 §2). */
export function environmentBar(env: RegistryEnv): EnvironmentBar {
  switch (env) {
    case 'dev':
      return { label: 'DEV', warning: null };
    case 'sit':
      return {
        label: 'SIT',
        warning: 'This site is for training purposes only. Do not enter real personal data.',
      };
    case 'uat':
      return {
        label: 'UAT',
        warning: 'This site is for training purposes only. Do not enter real personal data.',
      };
    case 'prod':
      return { label: 'PROD', warning: null };
  }
}

/** Test environments show a "closed" page instead of the maintenance page when the site is closed. */
export function isTestEnvironment(env: RegistryEnv): boolean {
  return env !== 'prod';
}
