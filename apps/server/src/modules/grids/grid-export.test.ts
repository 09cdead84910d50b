import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUser } from '../../../test/accounts.js';
import { testClock } from '../../../test/clock.js';
import { addManyTrainings, addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { readPdf } from '../../../test/pdf.js';
import { PDF_ROW_CAP } from './grid.service.js';

/**
 * POST /api/form/flatfile: every row matching the grid's filters (not a page) as CSV, streamed by COPY,
 * with formula-looking cells made harmless; or as a PDF a reader opens, capped; the grid's scope and
 * refusals; an export the client abandons ends its COPY.
 */

// 15:30:00 in Chicago (the tenant's zone) on 2026-11-24.
const clock = testClock(new Date('2026-11-24T21:30:00Z'));
let t: TestApp;
let owner: TestUser;
let token: string;

/** Cells a spreadsheet would run as formulas, and what the CSV must hold instead. */
const FORMULAS: [string, string][] = [
  ['=HYPERLINK("http://example.com/steal","Click")', `'=HYPERLINK("http://example.com/steal","Click")`],
  ['+1+2', "'+1+2"],
  ['-3+4', "'-3+4"],
  ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
  ['\tcmd', "'\tcmd"],
  ['\rcmd', "'\rcmd"],
];
const BULK = 600;

beforeAll(async () => {
  t = await createTestApp({ config: { tenant: 'al' }, clock });
  owner = await createUser(t);
  token = (await signIn(t, owner)).token;
  await addManyTrainings(t, owner.id, BULK);
  for (const [index, [name]] of FORMULAS.entries()) {
    await addTraining(t, owner.id, {
      trainingName: name,
      trainingDate: `2027-01-0${index + 1}`,
      sponsor: index === 0 ? 'Sponsor, "quoted"' : 'A sponsor',
      courseNumber: 'HIDDEN-COLUMN',
      hours: '1.25',
      verified: index === 0,
    });
  }
  await addTraining(t, owner.id, { trainingName: 'Disabled one', disabledAt: new Date() });
  // Someone else's record: never in the owner's export.
  await addTraining(t, (await createUser(t)).id, { trainingName: 'Not the owner’s' });
});

const flatFile = (body: Record<string, unknown>, as = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/form/flatfile',
    headers: bearer(as),
    payload: { entityType: 3, ...body },
  });

/** RFC 4180: fields separated by commas, quoted when they hold commas, quotes or line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const HEADER = [
  'Training Name',
  'Date',
  'Hours',
  'Sponsor',
  'Core Knowledge Area',
  'Delivery Method',
  'Status',
  'Verification',
];

describe('POST /api/form/flatfile as CSV', () => {
  it('gives every matching row (more than a page), the visible columns as the grid shows them, as an attachment', async () => {
    const response = await flatFile({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="TrainingRecords_20261124T153000.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(HEADER);
    const data = rows.slice(1);
    expect(data).toHaveLength(BULK + FORMULAS.length);
    expect(data.flat().join(' ')).not.toContain('HIDDEN-COLUMN');
    expect(data.map((row) => row[0])).not.toContain('Disabled one');
    expect(data.map((row) => row[0])).not.toContain('Not the owner’s');
    // Newest first, as the grid: the formula rows are dated 2027.
    expect(data[0]).toEqual([
      FORMULAS[5]![1],
      '01/06/2027',
      '1.25',
      'A sponsor',
      'Health, Safety and Nutrition',
      'Classroom',
      'Completed',
      'Not Verified',
    ]);
    expect(data[5]).toEqual([
      FORMULAS[0]![1],
      '01/01/2027',
      '1.25',
      'Sponsor, "quoted"',
      'Health, Safety and Nutrition',
      'Classroom',
      'Completed',
      'Verified',
    ]);
  });

  it('prefixes with a single quote every cell that begins with = + - @, a tab or a carriage return', async () => {
    const rows = parseCsv((await flatFile({})).rawPayload.subarray(3).toString('utf8')).slice(1);
    const names = rows.map((row) => row[0]!);
    for (const [, escaped] of FORMULAS) expect(names).toContain(escaped);
    for (const cell of rows.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    // Ordinary text stays as it was.
    expect(names).toContain('Bulk training 1');
  });

  it('applies the filters, defaults and sort of the grid, not its paging', async () => {
    const response = await flatFile({
      filters: [{ filterColumn: 'trainingName', operation: 'Contains', value: 'training 1' }],
      defaultFilters: [{ filterColumn: 'hours', operation: 'LessThan', value: '3' }],
      sortInfo: [{ sortColumn: 'trainingName', sortDirection: 'Ascending' }],
    });
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8')).slice(1);
    // 'Bulk training 1', 10-19, 100-199 have names with "training 1"; hours are 1 + (n % 7), under 3 for n % 7 < 2.
    const expected = Array.from({ length: BULK }, (_, index) => index + 1)
      .filter((n) => `Bulk training ${n}`.includes('training 1') && 1 + (n % 7) < 3)
      .map((n) => `Bulk training ${n}`)
      .sort();
    expect(rows.map((row) => row[0])).toEqual(expected);
  });

  it('answers an empty grid with the header alone', async () => {
    const response = await flatFile({
      filters: [{ filterColumn: 'trainingName', operation: 'Contains', value: 'nothing of the kind' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(3).toString('utf8')).toBe(`${HEADER.join(',')}\n`);
  });

  it('refuses what the grid refuses, as JSON, before anything is streamed', async () => {
    const badFilter = await flatFile({
      filters: [{ filterColumn: 'hours', operation: 'Contains', value: '1' }],
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toEqual({
      errors: {
        'filterInfo.0': "'hours' cannot be filtered with Contains; use Equals or GreaterThan or LessThan.",
      },
    });
    expect((await flatFile({ includeDisabled: true })).statusCode).toBe(403);
    const stranger = await createUser(t);
    const outOfReach = await flatFile({ primaryEntityId: stranger.id });
    expect(outOfReach.statusCode).toBe(404);
    expect((await flatFile({ entityType: 99 })).statusCode).toBe(404);
    expect((await flatFile({ fileType: 'xlsx' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/form/flatfile',
      payload: { entityType: 3 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a manager export a person’s records within reach', async () => {
    const manager = await signIn(t, await createUser(t, { generalRoles: ['400'] }));
    const response = await flatFile({ primaryEntityId: owner.id, includeDisabled: true }, manager.token);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8')).slice(1);
    expect(rows).toHaveLength(BULK + FORMULAS.length + 1);
  });

  // 200,000 rows: more than the sockets' buffers hold, so that the COPY is still running while the client
  // holds the download. Writing them takes seconds on a loaded machine: a minute's timeout.
  it(
    'ends the COPY and frees its connection when the client goes away mid-download',
    { timeout: 60_000 },
    async () => {
      const server = await createTestApp({ config: { tenant: 'al' }, clock });
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      expect(address).toContain(String(port));
      const many = await createUser(server);
      // About 24 MB of CSV, more than the sockets and streams between PostgreSQL and the client hold, so the
      // COPY is still running when the client stops reading (50,000 rows of short names were not enough).
      // Long names carry the bytes in few rows: 200,000 rows of short names took 6.8 s to insert, these 2 s
      // (the indexes and the names' vocabulary grow with every row).
      await addManyTrainings(server, many.id, 6_000, `Bulk training ${'x'.repeat(4_000)}`);
      const session = await signIn(server, many);
      // PostgreSQL runs the COPY while the client holds the download (backpressure), and stops it once the
      // client goes away.
      const copying = async () =>
        (
          await sql<{ count: number }>`
          select count(*)::int as count from pg_stat_activity
          where query ilike 'copy (%' and state = 'active' and pid <> pg_backend_pid()
            and datname = current_database()`.execute(server.db)
        ).rows[0]!.count;
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/form/flatfile',
        headers: { ...bearer(session.token), 'content-type': 'application/json' },
      });
      request.on('error', () => undefined);
      const response = await new Promise<IncomingMessage>((resolve) => {
        request.once('response', resolve);
        request.end(JSON.stringify({ entityType: 3 }));
      });
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => response.once('data', resolve));
      response.pause();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await copying()).toBe(1);
      request.destroy();
      let remaining = await copying();
      for (let wait = 0; remaining > 0 && wait < 50; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        remaining = await copying();
      }
      expect(remaining).toBe(0);
      // The app's pool still answers (its connection was dropped, not returned busy).
      for (let attempt = 0; attempt < 12; attempt++) {
        const grid = await server.app.inject({
          method: 'POST',
          url: '/api/grid',
          headers: bearer(session.token),
          payload: { entityTypeId: 3, from: 1, to: 5 },
        });
        expect(grid.statusCode).toBe(200);
      }
    },
  );
});

describe('POST /api/form/flatfile as PDF', () => {
  it('is a PDF a reader opens, headed by the report name and time, with the visible columns', async () => {
    const response = await flatFile({
      fileType: 'pdf',
      reportName: 'My Training Records',
      reportTime: '11/24/2026 3:30 PM',
      filters: [{ filterColumn: 'trainingName', operation: 'Contains', value: 'training 12' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="TrainingRecords_20261124T153000.pdf"',
    );
    const { info, pages } = await readPdf(response.rawPayload);
    expect(info.Title).toBe('My Training Records');
    const text = pages.join(' ');
    expect(text).toContain('My Training Records');
    expect(text).toContain('Report time: 11/24/2026 3:30 PM');
    // 12, 120-129: 11 rows.
    expect(text).toContain('11 rows.');
    for (const header of HEADER) expect(text).toContain(header);
    expect(text).toContain('Bulk training 129');
    expect(text).not.toContain('HIDDEN-COLUMN');
  });

  it(`holds at most ${PDF_ROW_CAP} rows and says so, made off the main thread`, async () => {
    const busy = await createUser(t);
    await addManyTrainings(t, busy.id, PDF_ROW_CAP + 5);
    const busyToken = (await signIn(t, busy)).token;
    let made = false;
    const pdf = flatFile({ fileType: 'pdf' }, busyToken).then((response) => {
      made = true;
      return response;
    });
    // While the worker lays out 500 rows (seconds), the server answers other requests.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(token),
      payload: { entityTypeId: 3, from: 1, to: 5 },
    });
    expect(page.statusCode).toBe(200);
    expect(made).toBe(false);
    const response = await pdf;
    expect(response.statusCode).toBe(200);
    const { info, pages } = await readPdf(response.rawPayload);
    expect(info.Title).toBe('Training Records');
    const text = pages.join(' ');
    expect(text).toMatch(/Report time: Nov 24, 2026, 3:30\sPM/);
    expect(text).toContain(
      `This PDF shows the first ${PDF_ROW_CAP.toLocaleString('en-US')} matching rows. Download the CSV for every row.`,
    );
    // Newest first: the first 500 of 505 rows, so the 5 oldest (1..5) are left out.
    expect(text).toMatch(/Bulk training 505(?!\d)/);
    expect(text).toMatch(/Bulk training 6(?!\d)/);
    expect(text).not.toMatch(/Bulk training 5(?!\d)/);
    expect(pages.length).toBeGreaterThan(20);
  }, 60_000);
});
