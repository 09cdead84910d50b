/** The form engine's sample record (entity 900): every element type, seeded only by the tests. */
export { formSampleEntity } from './form-sample.entity.js';
export { SAMPLE, sampleForm } from './form-sample.form.js';
