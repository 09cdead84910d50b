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
  GRID_ERRORS,
  GRID_TEXTS,
  GRID_TOTAL_CAP,
  mayManageDisabledRows,
  recordRowActions,
  type GridRow,
  type GridValue,
  type RecordsReachViewer,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import type { Deliveries } from '../../platform/deliveries.js';
import { forbidden } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { deleteUnsharedFileSets } from '../../platform/form-files.js';
import { recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import { gridDefinition, type RecordGridDefinition } from './definitions/index.js';
import { copyCsv, fileTimestamp, readableTime } from './grid-export.js';
import { createGridPdfRenderer } from './grid-pdf-renderer.js';
import { gridSelection, publicColumn } from './grid-query.js';
import { vocabularyMatches } from './grid-vocabulary.js';
import {
  deleteRecord,
  exportQuery,
  fileSetNamedElsewhere,
  lockRecord,
  personAccess,
  selectGridRows,
  summarizeGrid,
  withCurrentChoiceTexts,
  type RawGridRow,
  updateDisabled,
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
  formId?: number | undefined;
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
 * summaries, exports, Disable/Enable and delete over the grid definitions. Who may see which rows is
 * personRecordsAccess, carried out in the WHERE clause; what they may do with a row is recordRowActions.
 */
export function createGridService(deps: AppDeps & { storage: FileStorage; deliveries: Deliveries }) {
  const { db, tenant, clock, storage, deliveries } = deps;
  const trainTnAccess = tenant.features.trainTnAccess;
  const pdfs = createGridPdfRenderer();

  /** The grid a request names, or 404. */
  function definitionOf(entityTypeId: number, altGridId: string | null): RecordGridDefinition {
    const definition = gridDefinition(entityTypeId, altGridId);
    if (!definition) throw notFound(GRID_ERRORS.noSuchGrid);
    return definition;
  }

  /**
   * The request checked and turned into a selection: the grid (404), Include Disabled only for the roles
   * spec 3 §6 gives it (403), whose rows (400 for anything but a person in a person's grid), the filters
   * and the sort (400 naming what is refused). Nothing is read yet.
   */
  async function select(auth: AuthContext, query: GridQuery) {
    const definition = forTenant(
      await withCurrentChoiceTexts(db, definitionOf(query.entityTypeId, query.altGridId)),
    );
    // A managed grid is its managers' alone: to anyone else it does not exist.
    if (definition.rows === 'managed' && !auth.claims.includes(definition.managedBy ?? ''))
      throw notFound(GRID_ERRORS.noSuchGrid);
    if (query.includeDisabled && !mayManageDisabledRows(auth.activeRole, definition.entityTypeId, tenant))
      throw forbidden(GRID_ERRORS.includeDisabledRefused);
    if (query.formId !== undefined && query.formId !== definition.formId)
      throw badRequest({ formId: GRID_ERRORS.wrongForm(definition.formId) });
    let personId: number | null = null;
    if (definition.rows !== 'person') {
      if (query.primaryEntity !== null) throw badRequest({ primaryEntity: GRID_ERRORS.reachTakesNoPerson });
    } else if (query.primaryEntity === null) {
      personId = auth.userId;
    } else if (query.primaryEntity.entityTypeId !== 1) {
      throw badRequest({ primaryEntity: GRID_ERRORS.primaryEntityNotPerson });
    } else {
      personId = query.primaryEntity.id;
    }
    const vocabulary = await vocabularyMatches(db, definition, query);
    return gridSelection(definition, recordsViewer(auth), personId, query, tenant.timeZone, vocabulary);
  }

  /** The grid with its columns' SQL as this tenant has it (tenantSql: its names for roles). */
  function forTenant(definition: RecordGridDefinition): RecordGridDefinition {
    if (!definition.columns.some((column) => column.tenantSql)) return definition;
    return {
      ...definition,
      columns: definition.columns.map((column) =>
        column.tenantSql ? { ...column, sql: column.tenantSql(tenant) } : column,
      ),
    };
  }

  /** 404 unless the person of a person's grid is one whose records the viewer may see. */
  async function assertInReach(viewer: RecordsReachViewer, personId: number | null): Promise<void> {
    if (personId === null || personId === viewer.userId) return;
    const access = await personAccess(db, viewer, personId);
    if (access === undefined || access === 'none') throw notFound();
  }

  function toRow(auth: AuthContext, definition: RecordGridDefinition, raw: RawGridRow): GridRow {
    const organizationRoles = definition.organizationRoles
      ? {
          has100Role: raw.has100 === true,
          has200Role: raw.has200 === true,
          pending100: raw.pending100 === true,
          pending200: raw.pending200 === true,
          rejected100: raw.rejected100 === true,
          rejected200: raw.rejected200 === true,
          removed100: raw.removed100 === true,
          removed200: raw.removed200 === true,
        }
      : undefined;
    const state = {
      ownerUserId: raw.owner,
      disabled: raw.disabled,
      verified: raw.verified,
      rejected: raw.rejected,
      verificationStatus: raw.vstatus,
      sentViaApi: raw.api,
      organizationRoles,
    };
    const actions = recordRowActions(
      { userId: auth.userId, activeRole: auth.activeRole },
      tenant,
      definition.entityTypeId,
      raw.access,
      state,
    );
    const row: GridRow = {
      id: raw.rid,
      ...actions,
      disabled: raw.disabled,
      verified: raw.verified,
      rejected: raw.rejected,
      verificationStatus: raw.vstatus,
      userId: raw.owner,
      ...(raw.uname === undefined ? {} : { userName: raw.uname }),
      ...(organizationRoles ? { ...organizationRoles, hasTrainTNAccess: raw.trntn === true } : {}),
    };
    definition.columns.forEach((column, index) => {
      row[column.propertyName] = gridValue(column.type, raw[`v${index}`]);
    });
    return row;
  }

  /** The record a disable or delete names, in reach (404 otherwise), locked, with the viewer's flags. */
  async function lockedRecord(
    trx: typeof db,
    auth: AuthContext,
    definition: RecordGridDefinition,
    request: { entityId: number; primaryEntityId: number | null },
  ) {
    const raw = await lockRecord(
      trx,
      definition,
      recordsViewer(auth),
      request.entityId,
      request.primaryEntityId,
      { trainTnAccess },
    );
    if (raw === undefined) throw notFound(GRID_ERRORS.noSuchRecord);
    // The record as stored (its columns in camelCase, as the database plugin gives them): the audit's "before".
    return { row: toRow(auth, { ...definition, columns: [] }, raw), record: raw.record };
  }

  return {
    /** Stops the PDF worker (the app's onClose). */
    close: () => pdfs.close(),

    /** One page of a grid (POST /api/grid): rows in the viewer's scope with their flags, and the columns. */
    async page(auth: AuthContext, request: TGridRequest): Promise<TGridResponse> {
      const selection = await select(auth, request);
      const { definition } = selection;
      const rows = await selectGridRows(
        db,
        selection,
        { offset: request.from - 1, limit: request.to - request.from + 1 },
        { trainTnAccess },
      );
      const columns = definition.columns.map(publicColumn);
      if (rows.length === 0) {
        await assertInReach(selection.viewer, selection.personId);
        return { gridData: [], columns, message: GRID_TEXTS.noData };
      }
      // GridRow's optional flags are left out, never undefined (so the rows are what the contract says).
      const gridData = rows.map((raw) => toRow(auth, definition, raw)) as TGridResponse['gridData'];
      return { gridData, columns };
    },

    /**
     * The number of matching rows (up to GRID_TOTAL_CAP, then "more than") and their newest change (not
     * known past the cap: null).
     */
    async summary(auth: AuthContext, request: TGridSummaryRequest): Promise<TGridSummaryResponse> {
      const selection = await select(auth, request);
      await assertInReach(selection.viewer, selection.personId);
      const { total, latest } = await summarizeGrid(db, selection);
      return {
        total: Math.min(total, GRID_TOTAL_CAP),
        totalCapped: total > GRID_TOTAL_CAP,
        maxUpdatedDate: latest?.toISOString() ?? null,
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
          request.primaryEntityId === null ? null : { id: request.primaryEntityId, entityTypeId: 1 },
        filterInfo: request.filters,
      });
      await assertInReach(selection.viewer, selection.personId);
      const { definition } = selection;
      const columns = definition.columns.filter((column) => !column.hidden);
      const now = clock.now();
      const name = `${definition.fileName}_${fileTimestamp(now, tenant)}`;
      if (request.fileType === 'csv') {
        const query = exportQuery(selection, columns, tenant.timeZone, {
          escapeFormulas: true,
          headers: true,
        });
        return {
          fileName: `${name}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: await copyCsv(db, query.compile(db)),
        };
      }
      const query = exportQuery(selection, columns, tenant.timeZone, {
        escapeFormulas: false,
        headers: false,
        limit: PDF_ROW_CAP + 1,
      });
      const rows = (await query.execute(db)).rows;
      const body = await pdfs.render({
        tenant: { productName: tenant.productName, theme: tenant.theme },
        title: request.reportName ?? definition.title,
        reportTime: request.reportTime ?? readableTime(now, tenant),
        columns: columns.map((column) => ({ header: column.columnName, type: column.type })),
        rows: rows
          .slice(0, PDF_ROW_CAP)
          .map((row) => columns.map((_column, index) => row[`v${index}`] ?? '')),
        capped: rows.length > PDF_ROW_CAP,
        cap: PDF_ROW_CAP,
      });
      return { fileName: `${name}.pdf`, contentType: 'application/pdf', body };
    },

    /**
     * Disable or enable one record (POST /api/grid/disable; spec 3 §6): only roles that manage disabled
     * rows (403), only a record in reach (404), only where the row's flags allow it (403); the change and
     * its audit row in one transaction. Asking for the state the record is in changes nothing.
     */
    async disable(auth: AuthContext, request: TGridDisableRequest): Promise<TGridDisableResponse> {
      const definition = definitionOf(request.entityTypeId, null);
      if (!mayManageDisabledRows(auth.activeRole, definition.entityTypeId, tenant))
        throw forbidden(GRID_ERRORS.mayNotDisable);
      const result = await db.transaction().execute(async (trx) => {
        const { row, record } = await lockedRecord(trx, auth, definition, request);
        if (!row.canDisable) throw forbidden(GRID_ERRORS.mayNotDisable);
        const answer = {
          entityTypeId: definition.entityTypeId,
          entityId: row.id,
          disabled: request.disable,
        };
        if (row.disabled === request.disable) return answer;
        const now = clock.now();
        await updateDisabled(trx, definition.table, row.id, request.disable ? now : null, now);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: request.disable ? 'record.disabled' : 'record.enabled',
          entity: definition.title,
          entityId: row.id,
          before: { disabled: row.disabled, userId: record.userId },
          after: { disabled: request.disable },
          at: now,
        });
        // Those who see such records hear of the change once it commits (alerts: every dashboard).
        if (definition.announce) await deliveries.enqueue(trx, definition.announce);
        return answer;
      });
      if (definition.announce) deliveries.flush();
      return result;
    },

    /**
     * Delete one record (POST /api/grid/delete): in reach (404), where the row's flags allow it (403); the
     * record, the file sets of its uploads that no other record names (their bytes after the commit) and
     * an audit row with the record as it was, in one transaction.
     */
    async delete(auth: AuthContext, request: TGridDeleteRequest): Promise<void> {
      const definition = definitionOf(request.entityTypeId, null);
      const keys = await db.transaction().execute(async (trx) => {
        const { row, record } = await lockedRecord(trx, auth, definition, request);
        if (!row.canDelete) throw forbidden(GRID_ERRORS.mayNotDelete);
        await deleteRecord(trx, definition.table, row.id);
        const fileSetIds = (definition.fileSetColumns ?? []).flatMap((column) => {
          const value = record[camelCase(column)];
          return typeof value === 'string' ? [value] : [];
        });
        const removed = await deleteUnsharedFileSets(trx, {
          ownerUserId: row.userId ?? auth.userId,
          entityTypeId: definition.entityTypeId,
          fileSetIds,
          stillNamed: (fileSetId) => fileSetNamedElsewhere(trx, definition, fileSetId),
        });
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'record.deleted',
          entity: definition.title,
          entityId: row.id,
          before: { ...record, removedFiles: removed.files },
          at: clock.now(),
        });
        if (definition.announce) await deliveries.enqueue(trx, definition.announce);
        return removed.storageKeys;
      });
      if (definition.announce) deliveries.flush();
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
