import type {
  Claim,
  FormId,
  GridColumnType,
  GridFilterOperation,
  GridSortDirection,
  Reach,
  RecordsReachViewer,
  Tenant,
  UsersGridTarget,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { ScopeSql } from './scopes.js';

/** Where a choice column's texts come from: a seeded list (choice_lists, the state's), or the form's own. */
export type ChoiceSource = { list: string } | { inline: readonly (readonly [id: string, text: string])[] };

/**
 * One column of a grid (DESIGN §3 "Grids"): a property of the grid's entity as an SQL expression over the
 * grid's FROM (the row as `r`, its owner as `u` in grids of many people), how it is typed, and what the
 * server accepts for it. Only columns declared sortable sort and only those declared filterable filter;
 * anything else a request names is refused.
 */
export interface GridColumnDefinition {
  propertyName: string;
  /** The header (and the CSV's). */
  columnName: string;
  type: GridColumnType;
  sql: RawBuilder<unknown>;
  /** A column whose SQL depends on the tenant (its names for roles): replaces `sql` for the tenant's grids. */
  tenantSql?: (tenant: Tenant) => RawBuilder<unknown>;
  /**
   * A column whose SQL depends on the request: replaces `sql` for it (a viewer's rights over the row, the
   * person's title at the organization a filter names). Read for a page's rows and exports only, so it may
   * look up related rows by their indexes.
   */
  contextSql?: (context: GridRequestContext) => RawBuilder<unknown>;
  /**
   * A column that writes its own filter condition (a word-prefix search an index answers, the people of an
   * organization) rather than comparing `sql` with the value: called with an operation the column takes and
   * a value that is not blank (trimmed); it throws a 400 (platform/errors.ts badRequest, naming `field`) for
   * a value it refuses, and answers null for a value that filters nothing. `timeZone`: the tenant's.
   */
  filter?: (
    operation: GridFilterOperation,
    value: string,
    context: { field: string; timeZone: string },
  ) => RawBuilder<boolean> | null;
  /**
   * A column that exists only where the tenant has this feature (an organization column: not in jh): elsewhere
   * the grid has no such column, to show, filter, sort or export.
   */
  tenantFeature?: keyof Tenant['features'];
  /** A column of the row's owner (`u`), in a grid of many people. */
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
  /**
   * A datetime column of wall times (timestamp without time zone: a training session's local times), not
   * instants: sent as written ('YYYY-MM-DD HH:MM:SS'), filtered and exported by its own date, never shifted
   * into the tenant's zone.
   */
  wallTime?: boolean;
  initialSort?: GridSortDirection;
  /**
   * A text column whose distinct values a table keeps (the vocabulary: its `column`, one row per value), for
   * a Contains over millions of rows: the matching values are found there first (grid-vocabulary.ts).
   */
  vocabulary?: { table: string; column: string };
  /** A column that stores a choice's id: where its texts come from (the grid engine shows the texts). */
  choiceSource?: ChoiceSource;
  /**
   * A choice column written out over its texts (the grid engine's withChoiceTexts): `sql` shows the text,
   * and a filter is written over `stored` (the ids whose text matches), so that an index on it serves.
   */
  choices?: {
    stored: RawBuilder<unknown>;
    matching: (operation: 'Contains' | 'Equals', value: string) => RawBuilder<boolean>;
  };
}

/**
 * What a column's SQL may read beyond the row (GridColumnDefinition.contextSql): the viewer, and the value
 * of each filter the request sets (operation other than None, value not blank, trimmed), by column.
 */
export interface GridRequestContext {
  viewer: RecordsReachViewer;
  filterValues: ReadonlyMap<string, string>;
  /** The tenant's time zone (its today). */
  timeZone: string;
}

/** The options of a column beside what it is bound to. */
export type ColumnOptions = Omit<GridColumnDefinition, 'propertyName' | 'columnName' | 'type' | 'sql'>;

/**
 * A column bound to a property of the entity (DESIGN §3: "grid columns bound to properties"): its SQL is
 * the property's column of the row (`r.<column>`), its type the property's kind, and, when a form of the
 * entity offers the property as a dropdown, its choices' texts are shown and filtered. Sortable and
 * filterable unless said otherwise.
 */
export interface PropertyColumn {
  property: string;
  columnName: string;
  options?: ColumnOptions;
}

export function propertyColumn(
  property: string,
  columnName: string,
  options: ColumnOptions = {},
): PropertyColumn {
  return { property, columnName, options };
}

/** A column of the grid: bound to a property, or computed in SQL. */
export type GridColumnInput = PropertyColumn | GridColumnDefinition;

/**
 * Aggregates a grid's summary adds up over every matching row (POST /api/grid/summary with `aggregates`),
 * in one grouped query: the rows counted and summed by the values of one column (the master training
 * record: hours by core knowledge area).
 */
export interface GridAggregates {
  /** The column (by property name) the rows are grouped by; its text is each group's label. */
  groupBy: string;
  /** What is added up per group, by name: SQL over the row `r`. */
  sums: Record<string, RawBuilder<unknown>>;
}

/**
 * Which rows a grid lists:
 * - 'owner': one owner's (primaryEntity, a person of entity type 1, or the viewer's own when it is null);
 * - 'scope': every row the entity's scope admits for the viewer (a verifier's, a manager's, a trainer's
 *   list); no primaryEntity.
 */
export type GridRows = 'owner' | 'scope';

/**
 * Whose rows a 'scope' grid lists when that is not its entity's scope (the users grids: Manage Users lists
 * the accounts a manager reaches, Search Users the people whose records the viewer may see): the rule from
 * packages/domain and the same rule in SQL, over the id of the row's owner. grid-scope.test.ts holds the
 * two equal over roles x targets.
 */
export interface GridScope {
  /** The target: the person's roles, staff organizations and whether their account is in use. */
  reach(viewer: RecordsReachViewer, target: UsersGridTarget): Reach;
  sql(viewer: RecordsReachViewer, owner: RawBuilder<number>): ScopeSql;
}

/** A grid of an entity (spec 3 §2 "Generic data grid"), keyed by the entity type and altGridId. */
export interface GridDefinition<Column = GridColumnDefinition> {
  /** null: the entity's own grid; otherwise another grid of the same entity (POST /api/grid altGridId). */
  altGridId: string | null;
  /** The form a row opens in (spec 3 §3 form ids); null: its rows open none (an entity without forms). */
  formId: FormId | null;
  /** What the rows are, for people: the PDF's title and the audit's entity name ('Training Records'). */
  title: string;
  /** The export's file name before its timestamp ('TrainingRecords'). */
  fileName: string;
  rows: GridRows;
  /** A 'scope' grid's own scope, in place of the entity's (its WHERE clause and each row's reach). */
  scope?: GridScope;
  /**
   * Which rows in reach the viewer sees, when the policy's canView reads a row's state (a reviewer reads a
   * DHR report only once it was submitted): a condition over `r` added to the WHERE clause, the same rule
   * as the policy's.
   */
  rowsVisible?: (viewer: RecordsReachViewer) => RawBuilder<boolean>;
  /** The rows' owners are read as `u` (users), for person columns and each row's userName. */
  people?: boolean;
  /** Joins after the rows (and `users u`), for columns of related rows. */
  joins?: RawBuilder<unknown>;
  /** Held by whoever may open the grid at all; to anyone else it does not exist (alerts: manageAlerts). */
  requiredClaim?: Claim;
  /** A grid that exists only where the tenant has this feature (the PDP's: features.pdp); elsewhere 404. */
  tenantFeature?: keyof Tenant['features'];
  columns: readonly Column[];
  aggregates?: GridAggregates;
}

/** The person columns of a grid of many people's rows: the name (Contains) and the registry id (Equals). */
export const PERSON_COLUMNS: readonly GridColumnDefinition[] = [
  {
    propertyName: 'userName',
    columnName: 'Name',
    type: 'text',
    sql: sql`u.first_name || ' ' || u.last_name`,
    ofPerson: true,
    filterable: true,
    operations: ['None', 'Contains'],
  },
  {
    propertyName: 'registryId',
    columnName: 'Registry ID',
    type: 'text',
    sql: sql`u.registry_id`,
    ofPerson: true,
    filterable: true,
    operations: ['None', 'Equals'],
  },
];
