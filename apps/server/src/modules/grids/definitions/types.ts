import type { Claim, GridColumnType, GridFilterOperation, GridSortDirection, Tenant } from '@registry/domain';
import type { RawBuilder } from 'kysely';
import type { Delivery } from '../../../platform/deliveries.js';

/** Where a choice column's texts come from: a seeded list (choice_lists, the state's), or the form's own. */
export type ChoiceSource = { list: string } | { inline: readonly (readonly [id: string, text: string])[] };

/**
 * One column of a grid (DESIGN §3 "Grids"): a property of the grid's entity as an SQL expression over the
 * grid's FROM (the record as `r`, its person as `u` in grids of many people), how it is typed, and what
 * the server accepts for it. Only columns declared sortable sort and only those declared filterable
 * filter; anything else a request names is refused.
 */
export interface GridColumnDefinition {
  propertyName: string;
  /** The header (and the CSV's). */
  columnName: string;
  type: GridColumnType;
  sql: RawBuilder<unknown>;
  /** A column whose SQL depends on the tenant (its names for roles): replaces `sql` for the tenant's grids. */
  tenantSql?: (tenant: Tenant) => RawBuilder<unknown>;
  /** A column of the record's person (`u`), in a grid of many people. */
  ofPerson?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  /**
   * The filter operations taken, when fewer than the type's (GRID_OPERATIONS_BY_TYPE): over millions of
   * rows a text column without a trigram index takes Equals only.
   */
  operations?: readonly GridFilterOperation[];
  hidden?: boolean;
  formatNumber?: boolean;
  /** A datetime column shown with its time of day. */
  showTime?: boolean;
  initialSort?: GridSortDirection;
  /**
   * A text column whose distinct values a table keeps (the vocabulary: its `column`, one row per value), for
   * a Contains over millions of rows: the matching values are found there first (grid-vocabulary.ts).
   */
  vocabulary?: { table: string; column: string };
  /** A column that stores a choice's id: where its texts come from (see choiceColumn). */
  choiceSource?: ChoiceSource;
  /**
   * A choice column written out over its texts (withChoiceTexts): `sql` shows the text, and a filter is
   * written over `stored` (the ids whose text matches), so that an index on the stored column serves.
   */
  choices?: {
    stored: RawBuilder<unknown>;
    matching: (operation: 'Contains' | 'Equals', value: string) => RawBuilder<boolean>;
  };
}

/** Whose records a grid lists. */
export type GridRows =
  /** One person's: primaryEntity (entity type 1), or the viewer's own when it is null. */
  | 'person'
  /**
   * Every person's the viewer may see (personRecordsAccess): the whole registry for AdminUser, the
   * professionals for agency staff, a director's approved staff, a manager's reach. The verifiers' and
   * managers' lists; no primaryEntity.
   */
  | 'reach'
  /**
   * Records that are nobody's to keep but that holders of a claim manage (`managedBy`; alerts): every row
   * for a holder, none for anyone else. No primaryEntity.
   */
  | 'managed';

/**
 * A grid of profile records (spec 3 §2, §3): columns over one records table (alias `r`, with the columns
 * every record table shares: id, user_id, verified, rejected, verification_status, disabled_at,
 * updated_at), keyed by entity type and altGridId.
 */
export interface RecordGridDefinition {
  entityTypeId: number;
  /** null: the entity's own grid; otherwise another grid of the same entity (POST /api/grid altGridId). */
  altGridId: string | null;
  /** The form a row opens in (spec 3 §3 form ids). */
  formId: number;
  /** What the rows are, for people: the PDF's title and the audit's entity name ('Training Records'). */
  title: string;
  /** The export's file name before its timestamp ('TrainingRecords'). */
  fileName: string;
  /** The records table (snake_case, as in SQL). */
  table: string;
  /** Joins after `<table> r` (and `users u` in reach grids), for columns of related rows. */
  joins?: RawBuilder<unknown>;
  rows: GridRows;
  /** What the outbox delivers once a Disable/Enable or delete of a row commits (the entity's `announce`). */
  announce?: Delivery;
  /** The claim that manages a 'managed' grid's rows. */
  managedBy?: Claim;
  /**
   * The records carry a verification state (verified, rejected, verification_status: a profile record's);
   * false: they have none (alerts), and their rows read as never verified.
   */
  verifiable?: boolean;
  columns: readonly GridColumnDefinition[];
  /** Whether records came from another system (training): locked for their owner. */
  sentViaApi?: RawBuilder<boolean>;
  /** Columns holding the file set ids of the record's uploads (removed with the record). */
  fileSetColumns?: readonly string[];
  /** Employment rows: the organization roles' states as SQL (organizationRoleState's meaning). */
  organizationRoles?: boolean;
}
