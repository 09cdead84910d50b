import { EntityType, FormId, LATTICE_LEVELS } from '@registry/domain';
import { type StoredFormDefinition, choices, element } from '../../platform/entities/index.js';

/** Element ids of the career lattice level form (form 28, entity type 31). */
export const CAREER_LATTICE = {
  careerLatticeLevel: 28001,
  comments: 28002,
} as const;

/** The levels to choose from: Level 1 … Level 8 (spec 3 §9). */
export const LEVEL_CHOICES = Array.from(
  { length: LATTICE_LEVELS },
  (_, index) => [String(index + 1), `Level ${index + 1}`] as const,
);

/**
 * Career Lattice Level (spec 3 §3 form 28 of entity 31; row field careerLatticeLevel): the level the
 * professional claims, and what they want the verifier to know. Left empty, the level their records support
 * is saved (the entity's derivation), so a first claim needs no choice at all.
 */
export const careerLatticeForm: StoredFormDefinition = {
  id: FormId.CareerLatticeLevel,
  entityTypeId: EntityType.CareerLatticeLevel,
  name: 'Career Lattice Level',
  elements: [
    element({
      id: CAREER_LATTICE.careerLatticeLevel,
      type: 'dropdown',
      stimulus: 'Career Lattice Level',
      property: 'careerLatticeLevel',
      tooltip: 'Leave empty to claim the level your records support.',
      choices: choices(LEVEL_CHOICES),
      width: 6,
    }),
    element({
      id: CAREER_LATTICE.comments,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Comments for the Verifier',
      property: 'comments',
      maxLength: 1000,
    }),
  ],
  arguments: { preSubmissionValidation: { formElementIds: [] }, rules: [] },
};
