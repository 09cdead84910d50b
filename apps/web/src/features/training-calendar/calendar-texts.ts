/** The calendar's own texts (the spec gives none for these). */

/** The phone's list of a month without a training: where the others are, not a dead end. */
export const NO_TRAININGS_THIS_MONTH =
  'No trainings this month. Use the arrows for other months, or Search Training.';
