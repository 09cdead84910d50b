import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';

/** A value of one column, as COPY's text format writes it. */
export type Cell = string | number | boolean | null | undefined | readonly string[];

const FLUSH_AT = 1 << 20;
const SPECIAL = /[\\\t\n\r]/;

/** COPY's text format: backslash escapes for the four characters that structure it; null is \N. */
function text(value: string): string {
  return SPECIAL.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : value;
}

/** A text[] value: an array literal with every element quoted, then escaped for COPY. */
function arrayLiteral(values: readonly string[]): string {
  return text(`{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`);
}

function cell(value: Cell): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return arrayLiteral(value);
}

/** Rows for one COPY ... FROM STDIN, buffered into chunks of about 1 MB. */
export class CopyWriter {
  rows = 0;
  private buffer = '';
  private waiting: Promise<unknown> | null = null;

  constructor(private readonly stream: CopyStreamQuery) {}

  /** Adds a row; the caller awaits `ready()` now and then, which waits while PostgreSQL catches up. */
  row(cells: readonly Cell[]): void {
    let line = cell(cells[0]);
    for (let i = 1; i < cells.length; i += 1) line += `\t${cell(cells[i])}`;
    this.buffer += `${line}\n`;
    this.rows += 1;
    if (this.buffer.length >= FLUSH_AT) this.flush();
  }

  ready(): Promise<unknown> | undefined {
    return this.waiting ?? undefined;
  }

  async end(): Promise<void> {
    if (this.buffer.length > 0) this.flush();
    await this.waiting;
    this.stream.end();
    await Promise.race([
      once(this.stream, 'finish'),
      once(this.stream, 'error').then(([error]) => Promise.reject(error as Error)),
    ]);
  }

  private flush(): void {
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.stream.write(chunk)) {
      this.waiting ??= once(this.stream, 'drain').finally(() => {
        this.waiting = null;
      });
    }
  }
}

export interface LoadTiming {
  rows: number;
  /** Generating and copying the rows. */
  copyMs: number;
  /** Building the indexes and checking the foreign keys afterwards (0 when they were kept). */
  indexMs: number;
}

export interface LoadOptions {
  /**
   * Drop the table's secondary indexes and foreign keys before the copy and build them again after: far
   * faster than maintaining a GIN index and firing a foreign-key check per row. All in one transaction,
   * so a failure leaves the table as it was.
   */
  rebuild: boolean;
  /**
   * COPY ... FREEZE when the table is empty (it is truncated in the same transaction first, as FREEZE
   * requires, so no foreign key may point at it): the rows are written frozen and all-visible, sparing
   * the first reads and VACUUM a second pass over millions of rows.
   */
  freeze: boolean;
}

/** Copies the rows `fill` writes into `table`, in one transaction. */
export async function loadTable(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  options: LoadOptions,
  fill: (writer: CopyWriter) => Promise<void> | void,
): Promise<LoadTiming> {
  const started = performance.now();
  await client.query('begin');
  try {
    const saved = options.rebuild ? await dropSecondary(client, table) : { indexes: [], foreignKeys: [] };
    let freeze = false;
    if (options.freeze) {
      // Only an empty table (the truncation must lose nothing: the demo seed's rows stay) that no foreign
      // key points at (PostgreSQL truncates no table another references, whatever a later migration adds).
      const { rows } = await client.query(
        `select not exists (select from ${table})
           and not exists (select from pg_constraint where contype = 'f' and confrelid = '${table}'::regclass)
           as "empty"`,
      );
      freeze = (rows[0] as { empty: boolean }).empty;
      if (freeze) await client.query(`truncate ${table}`);
    }
    const stream = client.query(
      copyFrom(`copy ${table} (${columns.join(', ')}) from stdin${freeze ? ' with (freeze)' : ''}`),
    );
    const writer = new CopyWriter(stream);
    await fill(writer);
    await writer.end();
    const copied = performance.now();
    if (options.rebuild) {
      // Measured on the 3,000,000 trainings: a trigram GIN index builds in 25 s with 64-128 MB and in
      // 40 s with 256 MB to 1 GB (a larger build buffer is slower here, not faster).
      await client.query(`set local maintenance_work_mem = '128MB'`);
      for (const definition of saved.indexes) await client.query(definition);
      for (const { name, definition } of saved.foreignKeys) {
        await client.query(`alter table ${table} add constraint ${name} ${definition}`);
      }
    }
    await client.query('commit');
    return {
      rows: writer.rows,
      copyMs: copied - started,
      indexMs: options.rebuild ? performance.now() - copied : 0,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Drops the indexes that back no constraint and the foreign keys of `table`; answers how to make them again. */
async function dropSecondary(
  client: pg.ClientBase,
  table: string,
): Promise<{ indexes: string[]; foreignKeys: { name: string; definition: string }[] }> {
  const indexes = await client.query<{ name: string; definition: string }>(
    `select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = $1::regclass
        and not exists (select from pg_constraint k where k.conindid = i.indexrelid)
      order by c.relname`,
    [table],
  );
  const foreignKeys = await client.query<{ name: string; definition: string }>(
    `select quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where conrelid = $1::regclass and contype = 'f' order by conname`,
    [table],
  );
  for (const { name } of foreignKeys.rows) await client.query(`alter table ${table} drop constraint ${name}`);
  for (const { name } of indexes.rows) await client.query(`drop index ${name}`);
  return {
    indexes: indexes.rows.map((row) => row.definition),
    foreignKeys: foreignKeys.rows,
  };
}
