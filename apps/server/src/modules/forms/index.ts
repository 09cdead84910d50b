/**
 * The form engine (spec 3 §2 "Dynamic form screen", §3, §5, §7 "Forms"; DESIGN §3 "Forms, in detail"): the
 * forms of every entity, served, searched and saved through their definitions (src/entities.ts).
 */
export {
  findDefinition,
  loadChoiceLists,
  forgetChoiceLists,
  CHOICE_LIST_CACHE_MS,
  type ChoiceRow,
} from './forms.repository.js';
export { seedFormDefinitions, type FormSeedOutcome } from './form-seed.repository.js';
export { registerFormsRoutes } from './forms.routes.js';
export { createFormsService, type FormsService } from './forms.service.js';
export { fileSetColumns } from './file-columns.js';
