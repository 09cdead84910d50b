import { FORM_TEXTS } from '../forms/texts.js';
import { groupThousands } from '../numbers.js';

/** What the grid calls answer when a request is refused (ours: the spec gives none). */
export const GRID_ERRORS = {
  noSuchGrid: 'There is no such grid.',
  noSuchRecord: 'There is no such record.',
  wrongForm: (formId: number | null) =>
    formId === null ? "This grid's rows open no form." : `This grid's rows open in form ${formId}.`,
  primaryEntityNotPerson: 'primaryEntity must be a person (entity type 1).',
  reachTakesNoPerson: 'This grid lists the records of everyone within your reach; it takes no primaryEntity.',
  noAggregates: 'This grid adds nothing up; ask for its summary without aggregates.',
  notFilterable: (column: string) => `'${column}' is not a column this grid filters by.`,
  notSortable: (column: string) => `'${column}' is not a column this grid sorts by.`,
  operationRefused: (column: string, operation: string, allowed: readonly string[]) =>
    `'${column}' cannot be filtered with ${operation}; use ${allowed.join(' or ')}.`,
  notANumber: (column: string) => `The filter of '${column}' must be a number, such as 12 or 1.5.`,
  notABoolean: (column: string) => `The filter of '${column}' must be true or false.`,
  notADate: (column: string) => `The filter of '${column}' must be a date written YYYY-MM-DD.`,
  dateOutOfRange: FORM_TEXTS.dateOutOfRange,
  includeDisabledRefused: 'Your role does not see the disabled rows of this grid.',
  mayNotDisable: 'You may not disable or enable this record.',
  mayNotDelete: 'You may not delete this record.',
} as const;

/** What an export names its file and says about itself. */
export const GRID_EXPORT_TEXTS = {
  /** The PDF's line under its title. */
  reportTime: (time: string) => `Report time: ${time}`,
  /** A PDF is for reading: past its cap it says how to get every row. */
  pdfCapped: (shown: number) =>
    `This PDF shows the first ${groupThousands(shown)} matching rows. Download the CSV for every row.`,
  pdfRows: (count: number) => (count === 1 ? '1 row.' : `${groupThousands(count)} rows.`),
} as const;
