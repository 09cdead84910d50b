import type { Socket } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import type { Tenant } from '@registry/domain';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { pgPool, type Db } from '../db/database.js';

/**
 * The CSV exports' shared pieces (DESIGN §2: PostgreSQL writes the CSV with COPY; the server passes it on):
 * the grid export (modules/grids) and the reports (modules/reports) both write their rows through these.
 */

/**
 * The statement with its parameters written in as literals: COPY takes no parameters. Every value is a
 * string, a number or a boolean the engine put there itself (filter values are checked first and strings
 * are quoted by pg's escapeLiteral), so nothing a user typed reaches the statement unquoted.
 */
export function inlineParameters(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_placeholder, position: string) => {
    const value = query.parameters[Number(position) - 1];
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    throw new Error(`Parameter $${position} cannot be written into a COPY statement.`);
  });
}

/** The COPY that writes the query's rows as CSV with a header line. */
export function copyStatement(query: CompiledQuery): string {
  return `copy (${inlineParameters(query)}) to stdout with (format csv, header)`;
}

/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark. */
export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * `COPY (<select>) TO STDOUT WITH (FORMAT csv, HEADER)` streamed from one connection of the pool, after a
 * UTF-8 byte-order mark (DESIGN §2: PostgreSQL writes the CSV; the server only passes it on, with
 * backpressure, so memory stays flat whatever the number of rows). The connection goes back to the pool
 * when the copy ends; if the reader goes away first, the connection is closed, which ends the COPY in
 * PostgreSQL too.
 */
export async function copyCsv(db: Db, query: CompiledQuery): Promise<Readable> {
  const statement = copyStatement(query);
  const client = await pgPool(db).connect();
  // A connection error while streaming reaches the copy stream; this keeps it from being an unhandled event.
  const ignore = () => undefined;
  client.on('error', ignore);
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.removeListener('error', ignore);
    client.release(error);
  };
  const copy = client.query(copyTo(statement));
  const output = new PassThrough();
  output.write(UTF8_BOM);
  copy.on('error', (error) => {
    release(error);
    output.destroy(error);
  });
  copy.on('end', () => release());
  output.on('close', () => {
    if (released) return;
    // The answer closed before the copy ended (the client went away): drop the connection, and with it the
    // COPY PostgreSQL is still running for it.
    const socket = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
    release(new Error('The export was abandoned before it ended.'));
    socket?.destroy();
    copy.destroy();
  });
  copy.pipe(output);
  return output;
}

/** A column of an export: how its value reads, and its SQL. */
export interface ExportColumn {
  type: 'text' | 'number' | 'date' | 'datetime' | 'boolean';
  sql: RawBuilder<unknown>;
  /** A datetime shown with its time of day. */
  showTime?: boolean;
  /** A datetime of wall times (timestamp without time zone): written as stored, never shifted into a zone. */
  wallTime?: boolean;
}

/**
 * How a value reads in an export, as the screens show it (dates as MM/DD/YYYY, instants in the tenant's
 * zone). `escapeFormulas`: a text a spreadsheet would run as a formula starts with a single quote.
 */
export function exportValue(
  column: ExportColumn,
  timeZone: string,
  options: { escapeFormulas: boolean },
): RawBuilder<string | null> {
  const value = column.sql;
  switch (column.type) {
    case 'date':
      return sql`to_char(${value}, 'MM/DD/YYYY')`;
    case 'datetime':
      // A wall time reads as written; an instant in the tenant's zone.
      if (column.wallTime === true)
        return column.showTime
          ? sql`to_char(${value}, 'MM/DD/YYYY HH12:MI AM')`
          : sql`to_char(${value}, 'MM/DD/YYYY')`;
      return column.showTime
        ? sql`to_char(${value} at time zone ${timeZone}, 'MM/DD/YYYY HH12:MI AM')`
        : sql`to_char(${value} at time zone ${timeZone}, 'MM/DD/YYYY')`;
    case 'boolean':
      return sql`case when ${value} then 'Yes' when not ${value} then 'No' end`;
    case 'number':
      return sql`${value}::text`;
    case 'text':
      // OWASP CSV injection: a cell a spreadsheet would read as a formula (= + - @, or a tab or carriage
      // return before one) is prefixed with a single quote, which spreadsheets show as text.
      return options.escapeFormulas
        ? sql`case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value}
            else ${value} end`
        : sql`${value}::text`;
  }
}

/** A column's name in the CSV's header line (COPY writes the header from the select's names). */
export const headerAlias = (header: string): RawBuilder<unknown> => sql.raw(pg.escapeIdentifier(header));

/** The file's time stamp in the tenant's zone: 20261124T153000. */
export function fileTimestamp(now: Date, tenant: Pick<Tenant, 'timeZone'>): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: tenant.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}
