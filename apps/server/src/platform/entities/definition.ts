import type {
  EntityPolicy,
  EntityType,
  FormFailure,
  GridRowFlags,
  Reach,
  RecordState,
  RecordsReachViewer,
  Tenant,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Delivery } from '../deliveries.js';
import type { StoredFormDefinition } from './forms.js';
import type { GridColumnDefinition, GridColumnInput, GridDefinition } from './grids.js';
import type { EntityProperty } from './properties.js';
import type { EntityScope } from './scopes.js';

/** A record's values by property, as forms write them. */
export type PropertyValues = Record<string, string | string[] | null>;

/**
 * Where an entity's rows live for the grid engine, Disable/Enable and delete: the table (read as `r`) and
 * its columns of the row's id, its owner's user id, when it was disabled (null: never disabled) and its
 * last change (null: not kept).
 */
export interface RecordRows {
  table: string;
  id: string;
  owner: string;
  disabledAt: string | null;
  updatedAt: string | null;
}

/**
 * A record's state beyond its owner and whether it is disabled, as the entity's policy reads it (a profile
 * record's verification, an employment's organization roles), read in SQL beside every row.
 */
export interface RecordStateSql<State extends RecordState> {
  /**
   * The state's columns over the row `r` (and `joins`), each aliased in lower case without underscores
   * (the database's camel-case plugin would rename them).
   */
  select(tenant: Tenant): RawBuilder<unknown>;
  /** Joins after `r` the select list reads (a lateral join). */
  joins?: RawBuilder<unknown>;
  /** The policy's record, from a row read with `select`. */
  read(raw: Record<string, unknown>, base: RecordState): State;
  /**
   * The row flags of spec 3 §3 that come from the state (verified, the organization roles), and those that
   * depend on who looks (the viewer and their reach to the row: TrainTN's actions).
   */
  flags(
    state: State,
    raw: Record<string, unknown>,
    context: { viewer: RecordsReachViewer; reach: Reach; tenant: Tenant },
  ): Partial<GridRowFlags>;
}

/**
 * What verification (modules/verification) reads of a verifiable entity beside its policy: what names a
 * record, where its owner finds it, and the policy's mayVerify as SQL for the verification queue.
 */
export interface VerificationSql {
  /** What names a record (an institution, a credential, a training, an employer): SQL over the row `r`. */
  identifier: RawBuilder<string | null>;
  /** The web route of the owner's records of this type (a notification's link). */
  route: string;
  /**
   * The policy's verifiedBy as SQL over the row `r`: whether the viewer may verify a row of an owner they
   * reach who is not themself, the row not disabled (mayVerify's remaining condition). `false` when the
   * viewer verifies none of them. verification.test.ts holds the queue equal to the policy.
   */
  verifiedBy(viewer: RecordsReachViewer, tenant: Tenant): RawBuilder<boolean>;
}

/** What a save of a form writes beside the values, and the saves refused for what the form cannot see. */
export interface DerivationInput {
  stored: StoredFormDefinition;
  /** What the form will write, by property (after the rules: hidden elements empty). */
  write: PropertyValues;
  /** The record being saved (null: a new one) and its stored values. */
  recordId: number | null;
  before: PropertyValues | null;
  /** Whose the record is (a new one: the person the request names, else the viewer). */
  ownerUserId: number;
  /**
   * The entities the request names beside the record (`entities`): its parent, for a record made under
   * another (a training session under its course, entity 23), as a profile record names its person.
   */
  references: readonly { id: number; entityTypeId: number }[];
}

export interface Derived {
  /** Values the server sets beside the form's, by property. */
  values: PropertyValues;
  failures: FormFailure[];
}

/** The values a form lists in `preSubmissionValidation.formElementIds`, and whose record it is. */
export interface PreSubmissionInput {
  /** The configured elements' values, by element id (trimmed). */
  values: ReadonlyMap<number, string | null>;
  /** The record being saved (null: a new one) and whose it is. */
  recordId: number | null;
  ownerUserId: number;
}

/** A record just written by a form. */
export interface SavedRecord {
  recordId: number;
  ownerUserId: number;
  now: Date;
}

/** A form's configured pre-submission check (spec 3 §5): overridable messages, or refusals. */
export type PreSubmissionCheck = (db: Db, input: PreSubmissionInput) => Promise<FormFailure[]>;

/**
 * One entity type (DESIGN §3 "Entity definitions"), defined once: where its records are kept and what
 * properties they have (what forms bind to), whose they are (its scope) and what a viewer may do with them
 * (its policy, from packages/domain), its forms, its grids with columns bound to properties, and what a
 * change of it sets off. The forms service, the grid engine, uploads and verification read it from the
 * registry; nothing else knows the entity.
 */
export interface EntityDefinition<State extends RecordState = RecordState> {
  entityType: EntityType;
  /** What a record is called (audit rows, messages). */
  name: string;
  /** The table with one row per record; each row keeps the form version it was saved under. */
  recordsTable: string;
  /** Per table of the properties: the column that equals the record's id. */
  keys: Record<string, string>;
  /** Where the owning user's id is read, by the record's id (the user's own record: users.id itself). */
  owner: { table: string; column: string };
  /** The tables whose row the first save creates (a user exists before their profile row does). */
  createdOnSave: readonly string[];
  /** The tables with an updated_at column, stamped on every save. */
  stamped: readonly string[];
  properties: Record<string, EntityProperty>;
  rows: RecordRows;
  policy: EntityPolicy<State>;
  scope: EntityScope;
  state: RecordStateSql<State>;
  forms: readonly StoredFormDefinition[];
  grids: readonly GridDefinition[];
  /** The record carries a verification state and takes verification requests (a profile record's). */
  verifiable: boolean;
  /** A verifiable entity's names, route and verifier rule in SQL (absent: not verified). */
  verification?: VerificationSql;
  /** The columns holding the file sets of the record's uploads (its forms' file elements): removed with it. */
  fileSetColumns: readonly string[];
  /**
   * The columns holding keys of bytes the server itself keeps in the file storage for the record (a generated
   * resume's PDF): removed after the record's delete commits.
   */
  storageKeyColumns: readonly string[];
  /** Values the server sets on a save beside the form's (a registry employer's name), and refusals. */
  derive?: (db: Db, input: DerivationInput) => Promise<Derived>;
  /** Each form's configured pre-submission check, by form id. */
  preSubmission: Readonly<Record<number, PreSubmissionCheck>>;
  /**
   * Runs in the save's transaction after the record is written. `profileCompleted`: the save completed
   * its owner's profile (the personal form's first save), which ends a first-time login.
   */
  afterSave?: (trx: Db, saved: SavedRecord) => Promise<{ profileCompleted?: boolean }>;
  /** What the outbox delivers after a change of one of its records commits (a save, disable or delete). */
  announce?: Delivery;
  /** Its forms are seeded only by the tests (the form engine's sample). */
  testOnly: boolean;
}

/** What an entity's definition file gives; the rest has defaults (rows over its records table, no state). */
export interface EntityDefinitionInput<State extends RecordState = RecordState> extends Omit<
  EntityDefinition<State>,
  | 'rows'
  | 'state'
  | 'grids'
  | 'verifiable'
  | 'fileSetColumns'
  | 'storageKeyColumns'
  | 'preSubmission'
  | 'testOnly'
  | 'keys'
  | 'createdOnSave'
  | 'stamped'
> {
  keys?: Record<string, string>;
  createdOnSave?: readonly string[];
  stamped?: readonly string[];
  rows?: Partial<RecordRows>;
  state?: RecordStateSql<State>;
  grids?: readonly GridDefinition<GridColumnInput>[];
  verifiable?: boolean;
  preSubmission?: Readonly<Record<number, PreSubmissionCheck>>;
  storageKeyColumns?: readonly string[];
  testOnly?: boolean;
}

/** The state of an entity whose policy reads only the owner and whether the record is disabled. */
export function baseState<State extends RecordState>(): RecordStateSql<State> {
  return {
    select: () => sql`null as nostate`,
    read: (_raw, base) => base as State,
    flags: () => ({}),
  };
}

/** The grid column types of the property kinds a column can show as they are. */
const COLUMN_TYPES = {
  text: 'text',
  date: 'date',
  datetime: 'datetime',
  number: 'number',
  boolean: 'boolean',
} as const;

/**
 * A grid's columns resolved against the entity: a property column takes its SQL (the row's column) and
 * type from the property, and where a form of the entity offers the property as a dropdown, its choices.
 */
function resolveColumns(
  input: EntityDefinitionInput<never>,
  rowsTable: string,
  grid: GridDefinition<GridColumnInput>,
): GridColumnDefinition[] {
  return grid.columns.map((column) => {
    if (!('property' in column)) return column;
    const where = `${input.name} grid ${grid.altGridId ?? '(own)'} column ${column.property}`;
    const property = input.properties[column.property];
    if (!property) throw new Error(`${where}: no such property.`);
    if (property.table !== rowsTable) throw new Error(`${where}: the property is not in ${rowsTable}.`);
    if (property.kind === 'textArray') throw new Error(`${where}: a list is shown by a computed column.`);
    // A text property answered by a dropdown shows its choices' texts (a yes/no keeps its own type).
    const element =
      property.kind === 'text'
        ? input.forms
            .flatMap((form) => form.elements)
            .find((candidate) => candidate.property === column.property && candidate.type === 'dropdown')
        : undefined;
    const choiceSource = element?.choiceList
      ? { list: element.choiceList }
      : element?.choices && element.choices.length > 0
        ? { inline: element.choices.map((choice) => [choice.id, choice.text] as const) }
        : undefined;
    return {
      propertyName: column.property,
      columnName: column.columnName,
      type: COLUMN_TYPES[property.kind],
      sql: property.computed ?? sql.ref(`r.${property.column}`),
      sortable: true,
      filterable: true,
      // A wall time is shown and filtered as written, never shifted by a zone.
      ...(property.kind === 'datetime' ? { wallTime: true } : {}),
      ...(choiceSource ? { choiceSource } : {}),
      ...column.options,
    };
  });
}

/**
 * An entity's definition with its defaults filled in and its grids' columns bound to its properties;
 * what its definition file exports. Mistakes (a column or element naming no property, a form of another
 * entity) stop the server at start (and fail the definitions' test).
 */
export function defineEntity<State extends RecordState>(
  input: EntityDefinitionInput<State>,
): EntityDefinition<State> {
  const rows: RecordRows = {
    table: input.recordsTable,
    id: 'id',
    owner: input.owner.table === input.recordsTable ? input.owner.column : 'user_id',
    disabledAt: 'disabled_at',
    updatedAt: 'updated_at',
    ...input.rows,
  };
  for (const form of input.forms) {
    if (form.entityTypeId !== input.entityType)
      throw new Error(`Form ${form.id} is of entity type ${form.entityTypeId}, not ${input.name}'s.`);
    for (const element of form.elements)
      if (!input.properties[element.property])
        throw new Error(`Form ${form.id} element ${element.id} names no property of ${input.name}.`);
  }
  for (const [name, property] of Object.entries(input.properties))
    if (property.computed && property.table !== input.recordsTable)
      throw new Error(`${input.name}.${name}: a computed property is read over ${input.recordsTable}.`);
  if (input.policy.entityType !== input.entityType)
    throw new Error(`${input.name}'s policy is entity type ${input.policy.entityType}'s.`);
  const fileSetColumns = [
    ...new Set(
      input.forms.flatMap((form) =>
        form.elements
          .filter((element) => element.type === 'fileUpload')
          .map((element) => input.properties[element.property]!)
          .filter((property) => property.table === rows.table)
          .map((property) => property.column),
      ),
    ),
  ];
  return {
    ...input,
    keys: input.keys ?? { [input.recordsTable]: 'id' },
    createdOnSave: input.createdOnSave ?? [],
    stamped: input.stamped ?? [input.recordsTable],
    rows,
    state: input.state ?? baseState<State>(),
    grids: (input.grids ?? []).map((grid) => ({
      ...grid,
      columns: resolveColumns(input as EntityDefinitionInput<never>, rows.table, grid),
    })),
    verifiable: input.verifiable ?? false,
    fileSetColumns,
    storageKeyColumns: input.storageKeyColumns ?? [],
    preSubmission: input.preSubmission ?? {},
    testOnly: input.testOnly ?? false,
  };
}
