/**
 * CSV export at a state's scale (issue 9): POST /api/form/flatfile of the training records of everyone
 * within reach, filtered to about 1,000,000 rows (trainingDate after a day chosen so), read to its last
 * byte, beside the floor of PostgreSQL's own COPY of the very statement the server sends, through
 * pg-copy-streams straight into a sink. Targets: the product at least 80% of the floor's rows per second,
 * and the server's resident memory (sampled every 50 ms from /proc while exporting) under 150 MB.
 *
 * The viewer is agency staff (role 350), as in bench/grid.ts. The download asks for no compression (as
 * curl does), so the figure is the server's own work; one run with `Accept-Encoding: br, gzip` (as a
 * browser asks) is shown beside it, for information.
 *
 * Runs against the state-scale database of DATABASE_URL (npm run seed:scale); npm run bench:export builds
 * the server first. See bench/README.md.
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { claimsForRole, EntityType, getTenant } from '../packages/domain/src/index.js';
import { ENTITY_REGISTRY } from '../apps/server/src/entities.js';
import { copyStatement } from '../apps/server/src/platform/csv-export.js';
import { gridSelection } from '../apps/server/src/modules/grids/grid-query.js';
import { exportQuery, withCurrentChoiceTexts } from '../apps/server/src/modules/grids/grid.repository.js';
import {
  describeData,
  mark,
  median,
  positive,
  settingsFromEnvironment,
  startBenchRun,
  type BenchRun,
} from './grid-support.js';

const settings = settingsFromEnvironment();
const tenant = getTenant(settings.tenant);
const ROWS = positive('BENCH_EXPORT_ROWS', 1_000_000);
const TARGET_RATIO = 0.8;
const TARGET_RSS_MB = 150;

/** The day after which about ROWS records of the viewer's reach lie (the records of professionals). */
async function chooseDay(run: BenchRun): Promise<string> {
  const share = await sql<{ share: number }>`
    select (count(*) filter (where not exists (
              select 1 from user_general_roles g where g.user_id = r.user_id and g.role_name <> '100')))::float8
           / greatest(count(*), 1) as share
    from training_records r tablesample system (2) repeatable (11)`.execute(run.db);
  const offset = Math.round(ROWS / Math.max(share.rows[0]!.share, 0.01));
  const day = await sql<{ day: string }>`
    select training_date::text as day from training_records
    order by training_date desc, id desc offset ${offset} limit 1`.execute(run.db);
  if (!day.rows[0]) throw new Error(`Fewer than ${ROWS.toLocaleString('en-US')} training records.`);
  return day.rows[0].day;
}

function exportBody(day: string) {
  return {
    entityType: 3,
    altGridId: 'reach',
    filters: [{ filterColumn: 'trainingDate', operation: 'GreaterThan' as const, value: day }],
    fileType: 'csv',
  };
}

/** The server's resident set in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Counts bytes and line ends of a stream it discards. */
function sink() {
  const counted = { bytes: 0, lines: 0 };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) counted.lines++;
      done();
    },
  });
  return { counted, stream };
}

interface Figures {
  seconds: number;
  rows: number;
  bytes: number;
  peakRssMb?: number;
}

async function product(run: BenchRun, day: string, encoding?: string): Promise<Figures> {
  const pid = run.server.pid!;
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const { counted, stream } = sink();
  const start = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      const url = new URL('/api/form/flatfile', run.baseUrl);
      const call = request(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${run.token}`,
            'content-type': 'application/json',
            ...(encoding ? { 'accept-encoding': encoding } : {}),
          },
        },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`POST /api/form/flatfile answered ${response.statusCode}`));
            response.resume();
            return;
          }
          pipeline(response, stream).then(resolve, reject);
        },
      );
      call.on('error', reject);
      call.end(JSON.stringify(exportBody(day)));
    });
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - start) / 1000;
  peak = Math.max(peak, rssMb(pid));
  // The header line is no row (compressed answers are not counted: their bytes are not lines).
  return { seconds, rows: counted.lines - 1, bytes: counted.bytes, peakRssMb: peak };
}

async function floor(pool: pg.Pool, statement: string): Promise<Figures> {
  const client = await pool.connect();
  try {
    const { counted, stream } = sink();
    const start = performance.now();
    await pipeline(client.query(copyTo(statement)), stream);
    return { seconds: (performance.now() - start) / 1000, rows: counted.lines - 1, bytes: counted.bytes };
  } finally {
    client.release();
  }
}

const perSecond = (figures: Figures) => figures.rows / figures.seconds;
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

async function main(run: BenchRun): Promise<void> {
  console.log(`Data: ${await describeData(run.db)}`);
  const day = await chooseDay(run);
  const viewer = {
    userId: run.viewerId,
    activeRole: '350' as const,
    claims: claimsForRole('350', tenant),
    directorOrganizationIds: [],
  };
  const body = exportBody(day);
  // The grid as the server runs it: its choice columns written out over the lists.
  const trainingRecords = ENTITY_REGISTRY.grid(EntityType.TrainingRecord, 'reach')!;
  const grid = await withCurrentChoiceTexts(run.db, trainingRecords.grid);
  const selection = gridSelection(trainingRecords.entity, grid, tenant, viewer, null, {
    includeDisabled: false,
    filterInfo: body.filters,
    defaultFilters: [],
    sortInfo: [],
  });
  const columns = grid.columns.filter((column) => !column.hidden);
  const statement = copyStatement(
    exportQuery(selection, columns, { escapeFormulas: true, headers: true }).compile(run.db),
  );
  const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 1 });
  try {
    const idle = rssMb(run.server.pid!);
    console.log(
      `Export: training records of the viewer's reach dated after ${day}; server RSS at rest ${idle.toFixed(1)} MB.`,
    );
    console.log(
      `${settings.runs} runs alternating product and floor (a first, discarded run of each warms the caches).\n`,
    );
    await product(run, day);
    await floor(pool, statement);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log(`  server RSS after the warm-up export, at rest: ${rssMb(run.server.pid!).toFixed(1)} MB`);
    const products: Figures[] = [];
    const floors: Figures[] = [];
    for (let index = 0; index < settings.runs; index++) {
      const p = await product(run, day);
      const f = await floor(pool, statement);
      // The CSV the server sends is PostgreSQL's, byte for byte, after the byte-order mark.
      if (p.rows !== f.rows || p.bytes !== f.bytes + 3)
        throw new Error(
          `The product (${p.rows} rows, ${p.bytes} bytes) and the floor (${f.rows}, ${f.bytes}) differ.`,
        );
      products.push(p);
      floors.push(f);
      console.log(
        `  run ${index + 1}: ${thousands(p.rows)} rows (${(p.bytes / 1e6).toFixed(1)} MB); product ${p.seconds.toFixed(2)} s ` +
          `(${thousands(perSecond(p))} rows/s, peak RSS ${p.peakRssMb!.toFixed(1)} MB); floor ${f.seconds.toFixed(2)} s ` +
          `(${thousands(perSecond(f))} rows/s)`,
      );
    }
    const compressed = await product(run, day, 'br, gzip');
    console.log(
      `  for information, asked as a browser asks (br, gzip): ${compressed.seconds.toFixed(2)} s, ` +
        `${(compressed.bytes / 1e6).toFixed(1)} MB sent, peak RSS ${compressed.peakRssMb!.toFixed(1)} MB`,
    );
    const productRate = median(products.map(perSecond));
    const floorRate = median(floors.map(perSecond));
    const peak = Math.max(...products.map((p) => p.peakRssMb!));
    console.log('');
    console.log(`  product  ${thousands(productRate).padStart(10)} rows/s   peak RSS ${peak.toFixed(1)} MB`);
    console.log(
      `  floor    ${thousands(floorRate).padStart(10)} rows/s   (COPY through pg-copy-streams into a sink)`,
    );
    console.log(
      `\n  ${mark(productRate >= TARGET_RATIO * floorRate)}  ${Math.round((100 * productRate) / floorRate)}% of the floor's speed (target: at least ${TARGET_RATIO * 100}%)`,
    );
    console.log(
      `  ${mark(peak < TARGET_RSS_MB)}  server RSS peak ${peak.toFixed(1)} MB while exporting (target: under ${TARGET_RSS_MB} MB)`,
    );
  } finally {
    await pool.end();
  }
}

const run = await startBenchRun(settings);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void run.stop(false).finally(() => process.exit(130));
  });
}
try {
  await main(run);
  await run.stop(false);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await run.stop(true);
  process.exitCode = 1;
}
