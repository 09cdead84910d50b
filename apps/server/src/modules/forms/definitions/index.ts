import { feedbackForm } from './feedback.js';
import { personalForm } from './personal.js';
import type { StoredFormDefinition } from './stored.js';

/** Every form the registry serves, as seeded (modules/forms/form-seed.ts). Later features add theirs. */
export const FORM_DEFINITIONS: readonly StoredFormDefinition[] = [personalForm, feedbackForm];
