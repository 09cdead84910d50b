import type { Readable } from 'node:stream';
import type {
  TEntityReference,
  TFlatFileRequest,
  TGridDeleteRequest,
  TGridDisableRequest,
  TGridDisableResponse,
  TGridFilter,
  TGridRequest,
  TGridResponse,
  TGridSort,
  TGridSummaryRequest,
  TGridSummaryResponse,
} from '@registry/contracts';
import {
  EntityType,
  GRID_ERRORS,
  GRID_TEXTS,
  GRID_TOTAL_CAP,
  type GridRow,
  type GridValue,
  type RecordState,
  type RecordsReachViewer,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import type { Deliveries } from '../../platform/deliveries.js';
import { forbidden } from '../../platform/auth.js';
import { reachOf, type EntityDefinition, type GridDefinition } from '../../platform/entities/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import type { PdfRenderer } from '../../platform/pdf/index.js';
import { deleteUnsharedFileSets } from '../../platform/form-files.js';
import { recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import { viewedRecords } from '../verification/index.js';
import { copyCsv, fileTimestamp } from '../../platform/csv-export.js';
import { readableTime } from './grid-export.js';
import type { GridPdfJob } from './grid-pdf.js';
import { gridSelection, publicColumn } from './grid-query.js';
import { vocabularyMatches } from './grid-vocabulary.repository.js';
import {
  aggregateGrid,
  deleteRow,
  exportQuery,
  exportRows,
  fileSetNamedElsewhere,
  lockRow,
  selectGridRows,
  summarizeGrid,
  updateDisabled,
  withCurrentChoiceTexts,
  type GridSelection,
  type RawGridRow,
} from './grid.repository.js';

/**
 * A PDF is for reading, not for millions of rows: it holds at most this many and says so when more
 * matched (the CSV gives every row). docs/decisions.md, "The data grid (issue 9)".
 */
export const PDF_ROW_CAP = 500;

/** What names a grid's rows, from POST /api/grid, /grid/summary and /form/flatfile alike. */
interface GridQuery {
  entityTypeId: number;
  altGridId: string | null;
  formId?: number | null | undefined;
  primaryEntity: TEntityReference | null;
  includeDisabled: boolean;
  filterInfo: readonly TGridFilter[];
  defaultFilters: readonly TGridFilter[];
  sortInfo: readonly TGridSort[];
}

/** A file to send: its name, type and bytes (a stream for CSV). */
export interface GridFile {
  fileName: string;
  contentType: string;
  body: Readable | Buffer;
}

export type GridService = ReturnType<typeof createGridService>;

/**
 * The data grid (spec 3 §2 "Generic data grid", §3, §6, §7 "Grids"; DESIGN §3 "Grids, in detail"): pages,
 * summaries, exports, Disable/Enable and delete over any entity's grids (the registry of definitions).
 * Which rows a viewer may see is the entity's scope, carried out in the WHERE clause; what they may do with
 * a row is the entity's policy, from the row's state.
 */
export function createGridService(
  deps: AppDeps & { storage: FileStorage; deliveries: Deliveries; pdfs: PdfRenderer<GridPdfJob> },
) {
  const { db, transaction, tenant, clock, storage, deliveries, entities, pdfs } = deps;

  /** The grid a request names and its entity, or 404. */
  function gridOf(entityTypeId: number, altGridId: string | null) {
    const found = entities.grid(entityTypeId, altGridId);
    if (!found) throw notFound(GRID_ERRORS.noSuchGrid);
    return found;
  }

  /** An entity whose rows a grid shows (Disable/Enable and delete name one), or 404. */
  function entityOf(entityTypeId: number): EntityDefinition<RecordState> {
    const entity = entities.get(entityTypeId);
    if (!entity || entity.grids.length === 0) throw notFound(GRID_ERRORS.noSuchGrid);
    return entity;
  }

  /**
   * The request checked and turned into a selection: the grid (404; also to whoever lacks its claim),
   * Include Disabled only for the roles spec 3 §6 gives it (403), whose rows (400 for anything but a
   * person in an owner's grid), the filters and the sort (400 naming what is refused). Nothing is read yet.
   */
  async function select(auth: AuthContext, query: GridQuery): Promise<GridSelection> {
    const { entity, grid: declared } = gridOf(query.entityTypeId, query.altGridId);
    if (declared.requiredClaim !== undefined && !auth.claims.includes(declared.requiredClaim))
      throw notFound(GRID_ERRORS.noSuchGrid);
    if (declared.tenantFeature !== undefined && !tenant.features[declared.tenantFeature])
      throw notFound(GRID_ERRORS.noSuchGrid);
    if (query.includeDisabled && !entity.policy.disableControls(auth.activeRole, tenant))
      throw forbidden(GRID_ERRORS.includeDisabledRefused);
    if (query.formId !== undefined && query.formId !== null && query.formId !== declared.formId)
      throw badRequest({ formId: GRID_ERRORS.wrongForm(declared.formId) });
    let ownerId: number | null = null;
    if (declared.rows === 'scope') {
      if (query.primaryEntity !== null) throw badRequest({ primaryEntity: GRID_ERRORS.reachTakesNoPerson });
    } else if (query.primaryEntity === null) {
      ownerId = auth.userId;
    } else if (query.primaryEntity.entityTypeId !== EntityType.User) {
      throw badRequest({ primaryEntity: GRID_ERRORS.primaryEntityNotPerson });
    } else {
      ownerId = query.primaryEntity.id;
    }
    const viewer = recordsViewer(auth);
    const grid = forRequest(forTenant(await withCurrentChoiceTexts(db, declared)), viewer, query);
    const vocabulary = await vocabularyMatches(db, grid, query);
    return gridSelection(entity, grid, tenant, viewer, ownerId, query, vocabulary);
  }

  /** The grid with each column whose SQL depends on the request (contextSql) written for this one. */
  function forRequest(grid: GridDefinition, viewer: RecordsReachViewer, query: GridQuery): GridDefinition {
    if (!grid.columns.some((column) => column.contextSql)) return grid;
    const filterValues = new Map<string, string>();
    for (const filter of [...query.filterInfo, ...query.defaultFilters]) {
      const value = filter.value.trim();
      if (filter.operation !== 'None' && value !== '' && !filterValues.has(filter.filterColumn))
        filterValues.set(filter.filterColumn, value);
    }
    return {
      ...grid,
      columns: grid.columns.map((column) =>
        column.contextSql
          ? { ...column, sql: column.contextSql({ viewer, filterValues, timeZone: tenant.timeZone }) }
          : column,
      ),
    };
  }

  /**
   * The grid as this tenant has it: only the columns of the features it has (tenantFeature), each with its
   * SQL for the tenant (tenantSql: its names for roles).
   */
  function forTenant(grid: GridDefinition): GridDefinition {
    if (!grid.columns.some((column) => column.tenantSql || column.tenantFeature)) return grid;
    return {
      ...grid,
      columns: grid.columns
        .filter((column) => column.tenantFeature === undefined || tenant.features[column.tenantFeature])
        .map((column) => (column.tenantSql ? { ...column, sql: column.tenantSql(tenant) } : column)),
    };
  }

  /** 404 unless the owner of an owner's grid is one whose rows the viewer may see (the entity's policy). */
  async function assertInReach(auth: AuthContext, selection: GridSelection): Promise<void> {
    if (selection.ownerId === null || selection.ownerId === auth.userId) return;
    if ((await reachOf(deps, auth, selection.entity, selection.ownerId)) === 'none') throw notFound();
  }

  /** A row as the grid sends it: its flags from the entity's policy and state, and its columns' values. */
  function toRow(
    auth: AuthContext,
    selection: Pick<GridSelection, 'entity' | 'grid'>,
    raw: RawGridRow,
  ): GridRow {
    const { entity, grid } = selection;
    const base = { ownerUserId: Number(raw.owner), disabled: raw.disabled === true };
    const state = entity.state.read(raw, base);
    const viewer = recordsViewer(auth);
    const permissions = entity.policy.permissions(viewer, tenant, raw.reach, state);
    const row: GridRow = {
      id: Number(raw.rid),
      ...permissions,
      disabled: base.disabled,
      userId: base.ownerUserId,
      ...(grid.people === true && typeof raw.uname === 'string' ? { userName: raw.uname } : {}),
      ...entity.state.flags(state, raw, { viewer, reach: raw.reach, tenant }),
      // A verifiable record: whether the viewer may verify it (its policy's mayVerify; spec 3 §6).
      ...(entity.verifiable && entity.policy.mayVerify
        ? { canVerify: entity.policy.mayVerify(viewer, tenant, raw.reach, state) }
        : {}),
    };
    grid.columns.forEach((column, index) => {
      row[column.propertyName] = gridValue(column.type, raw[`v${index}`]);
    });
    return row;
  }

  /** The row a disable or delete names, in reach (404 otherwise), locked, with the viewer's flags. */
  async function lockedRow(
    trx: typeof db,
    auth: AuthContext,
    entity: EntityDefinition<RecordState>,
    request: { entityId: number; primaryEntityId: number | null },
  ) {
    const viewer = recordsViewer(auth);
    const raw = await lockRow(trx, { entity, viewer, tenant }, request.entityId, request.primaryEntityId);
    if (raw === undefined) throw notFound(GRID_ERRORS.noSuchRecord);
    const grid = entity.grids[0]!;
    // The row as stored (its columns in camelCase, as the database plugin gives them): the audit's "before".
    return {
      row: toRow(auth, { entity, grid: { ...grid, columns: [], people: false } }, raw),
      record: raw.record,
    };
  }

  return {
    /** One page of a grid (POST /api/grid): rows in the viewer's scope with their flags, and the columns. */
    async page(auth: AuthContext, request: TGridRequest): Promise<TGridResponse> {
      const selection = await select(auth, request);
      const rows = await selectGridRows(db, selection, {
        offset: request.from - 1,
        limit: request.to - request.from + 1,
      });
      const columns = selection.grid.columns.map(publicColumn);
      if (rows.length === 0) {
        await assertInReach(auth, selection);
        return { gridData: [], columns, message: GRID_TEXTS.noData };
      }
      // GridRow's optional flags are left out, never undefined (so the rows are what the contract says).
      const gridData = rows.map((raw) => toRow(auth, selection, raw));
      // The rows a verifier may verify say whether this session viewed them (Verify and Decline need it).
      const verifiable = gridData.filter((row) => row.canVerify === true).map((row) => row.id);
      if (verifiable.length > 0) {
        const viewed = await viewedRecords(db, auth, selection.entity.entityType, verifiable);
        for (const row of gridData) if (row.canVerify === true) row.viewed = viewed.has(row.id);
      }
      return { gridData: gridData as TGridResponse['gridData'], columns };
    },

    /**
     * The number of matching rows (up to GRID_TOTAL_CAP, then "more than") and their newest change (not
     * known past the cap: null); with `aggregates`, the grid's declared aggregates over every matching row.
     */
    async summary(auth: AuthContext, request: TGridSummaryRequest): Promise<TGridSummaryResponse> {
      const selection = await select(auth, request);
      await assertInReach(auth, selection);
      if (request.aggregates && !selection.grid.aggregates)
        throw badRequest({ aggregates: GRID_ERRORS.noAggregates });
      const { total, latest } = await summarizeGrid(db, selection);
      return {
        total: Math.min(total, GRID_TOTAL_CAP),
        totalCapped: total > GRID_TOTAL_CAP,
        maxUpdatedDate: latest?.toISOString() ?? null,
        ...(request.aggregates ? { aggregates: await aggregateGrid(db, selection) } : {}),
      };
    },

    /**
     * Every row matching the grid's filters (not the page) as a file (POST /api/form/flatfile): CSV streamed
     * by PostgreSQL's COPY, or a PDF of at most PDF_ROW_CAP rows. The visible columns, as the grid shows
     * them; in the CSV, a text that a spreadsheet would run as a formula starts with a single quote.
     */
    async exportFile(auth: AuthContext, request: TFlatFileRequest): Promise<GridFile> {
      const selection = await select(auth, {
        ...request,
        entityTypeId: request.entityType,
        primaryEntity:
          request.primaryEntityId === null
            ? null
            : { id: request.primaryEntityId, entityTypeId: EntityType.User },
        filterInfo: request.filters,
      });
      await assertInReach(auth, selection);
      const { grid } = selection;
      const columns = grid.columns.filter((column) => !column.hidden);
      const now = clock.now();
      const name = `${grid.fileName}_${fileTimestamp(now, tenant)}`;
      if (request.fileType === 'csv') {
        const query = exportQuery(selection, columns, { escapeFormulas: true, headers: true });
        return {
          fileName: `${name}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: await copyCsv(db, query.compile(db)),
        };
      }
      const query = exportQuery(selection, columns, {
        escapeFormulas: false,
        headers: false,
        limit: PDF_ROW_CAP + 1,
      });
      const rows = await exportRows(db, query);
      const body = await pdfs.render({
        kind: 'grid',
        pdf: {
          tenant: { productName: tenant.productName, theme: tenant.theme },
          title: request.reportName ?? grid.title,
          reportTime: request.reportTime ?? readableTime(now, tenant),
          columns: columns.map((column) => ({ header: column.columnName, type: column.type })),
          rows: rows
            .slice(0, PDF_ROW_CAP)
            .map((row) => columns.map((_column, index) => row[`v${index}`] ?? '')),
          capped: rows.length > PDF_ROW_CAP,
          cap: PDF_ROW_CAP,
        },
      });
      return { fileName: `${name}.pdf`, contentType: 'application/pdf', body };
    },

    /**
     * Disable or enable one row (POST /api/grid/disable; spec 3 §6): only roles the entity's policy gives
     * Disable/Enable (403), only a row in reach (404), only where the row's flags allow it (403); the
     * change and its audit row in one transaction. Asking for the state the row is in changes nothing.
     */
    async disable(auth: AuthContext, request: TGridDisableRequest): Promise<TGridDisableResponse> {
      const entity = entityOf(request.entityTypeId);
      if (entity.rows.disabledAt === null || !entity.policy.disableControls(auth.activeRole, tenant))
        throw forbidden(GRID_ERRORS.mayNotDisable);
      const result = await transaction(async (trx) => {
        const { row, record } = await lockedRow(trx, auth, entity, request);
        if (!row.canDisable) throw forbidden(GRID_ERRORS.mayNotDisable);
        const answer = { entityTypeId: entity.entityType, entityId: row.id, disabled: request.disable };
        if (row.disabled === request.disable) return answer;
        const now = clock.now();
        await updateDisabled(trx, entity, row.id, request.disable ? now : null, now);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: request.disable ? 'record.disabled' : 'record.enabled',
          entity: entity.name,
          entityId: row.id,
          before: { disabled: row.disabled, userId: record.userId },
          after: { disabled: request.disable },
          at: now,
        });
        // Those who see such records hear of the change once it commits (alerts: every dashboard).
        if (entity.announce) await deliveries.enqueue(trx, entity.announce);
        return answer;
      });
      return result;
    },

    /**
     * Delete one row (POST /api/grid/delete): in reach (404), where the row's flags allow it (403); the
     * row, the file sets of its uploads that no other row names (their bytes after the commit) and an audit
     * row with the row as it was, in one transaction.
     */
    async delete(auth: AuthContext, request: TGridDeleteRequest): Promise<void> {
      const entity = entityOf(request.entityTypeId);
      const keys = await transaction(async (trx) => {
        const { row, record } = await lockedRow(trx, auth, entity, request);
        if (!row.canDelete) throw forbidden(GRID_ERRORS.mayNotDelete);
        await deleteRow(trx, entity, row.id);
        const fileSetIds = entity.fileSetColumns.flatMap((column) => {
          const value = record[camelCase(column)];
          return typeof value === 'string' ? [value] : [];
        });
        const removed = await deleteUnsharedFileSets(trx, {
          ownerUserId: row.userId ?? auth.userId,
          entityTypeId: entity.entityType,
          fileSetIds,
          stillNamed: (fileSetId) => fileSetNamedElsewhere(trx, entity, fileSetId),
        });
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'record.deleted',
          entity: entity.name,
          entityId: row.id,
          before: { ...record, removedFiles: removed.files },
          at: clock.now(),
        });
        if (entity.announce) await deliveries.enqueue(trx, entity.announce);
        // Bytes the server kept for the record itself (a generated resume's PDF) go with it.
        const kept = entity.storageKeyColumns.flatMap((column) => {
          const value = record[camelCase(column)];
          return typeof value === 'string' ? [value] : [];
        });
        return [...removed.storageKeys, ...kept];
      });
      // After the commit: a failure leaves bytes no row points to (unreachable), never a row without bytes.
      for (const key of keys) await storage.delete(key).catch(() => undefined);
    },
  };
}

/** A snake_case column as the rows' keys have it. */
const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** How a column's value travels: dates as YYYY-MM-DD, instants as ISO 8601, numbers as numbers. */
function gridValue(type: string, value: unknown): GridValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (type === 'number') return Number(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}
