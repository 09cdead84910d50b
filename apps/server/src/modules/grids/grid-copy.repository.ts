import { PassThrough, type Readable } from 'node:stream';
import type { Socket } from 'node:net';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { pgPool, type Db } from '../../db/database.js';

/**
 * The statement with its parameters written in as literals: COPY takes no parameters. Every value is a
 * string, a number or a boolean the grid engine put there itself (filter values are checked first and
 * strings are quoted by pg's escapeLiteral), so nothing a user typed reaches the statement unquoted.
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
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * `COPY (<select>) TO STDOUT WITH (FORMAT csv, HEADER)` streamed from one connection of the pool (DESIGN §2:
 * PostgreSQL writes the CSV; the server only passes it on, with backpressure, so memory stays flat
 * whatever the number of rows). The connection goes back to the pool when the copy ends; if the client
 * goes away first, the connection is closed, which ends the COPY in PostgreSQL too.
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
