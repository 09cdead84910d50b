import { alertForm } from './alert.js';
import { certificationForm } from './certification.js';
import { communityServiceForm } from './community-service.js';
import { educationForm } from './education.js';
import { experienceForm } from './experience.js';
import { feedbackForm } from './feedback.js';
import { membershipForm } from './membership.js';
import { personalForm } from './personal.js';
import type { StoredFormDefinition } from './stored.js';
import { trainingRecordForm } from './training-record.js';

/** Every form the registry serves, as seeded (modules/forms/form-seed.ts). Later features add theirs. */
export const FORM_DEFINITIONS: readonly StoredFormDefinition[] = [
  personalForm,
  educationForm,
  communityServiceForm,
  membershipForm,
  certificationForm,
  experienceForm,
  trainingRecordForm,
  feedbackForm,
  alertForm,
];
