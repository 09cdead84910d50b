#!/usr/bin/env node
// The whole test suite: lint, format, typecheck and boundaries (two lanes side by side), unit and route
// tests (vitest), build, end-to-end (Playwright). At the end, each stage's time in a table.
// Every stage runs even when an earlier one fails, so one run shows everything; the last line is
// `tests: N passed, N failed`. A failed lint, typecheck or build counts as one failed test.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --server   only the server's unit and route tests (CI runs it again on PostgreSQL 15)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const serverOnly = process.argv.includes('--server');

let passed = 0;
let failed = 0;
/** Each stage's label, outcome and seconds: the table at the end. */
const stages = [];
const suiteStarted = Date.now();
const failures = [];
/** The name of every failed test, so the end of the output says which (CI shows only its last lines). */
const failedTests = [];

/**
 * Runs one stage. Alone, its output goes straight to the terminal; beside another (`quiet`), it is kept and
 * printed whole when the stage ends, so that two stages' lines never interleave.
 */
function run(label, command, args, { quiet = false } = {}) {
  const header = `\n=== ${label}: ${command} ${args.join(' ')}`;
  if (!quiet) console.log(header);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = status === 0 ? 'ok' : `failed (exit ${status ?? signal})`;
      if (quiet) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${label}: ${outcome} in ${seconds} s`);
      stages.push({ label, outcome, seconds });
      resolve(status === 0);
    });
  });
}

async function check(label, command, args, options) {
  if (await run(label, command, args, options)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

async function counted(label, command, args, reportFile, read) {
  rmSync(reportFile, { force: true });
  const ok = await run(label, command, args);
  if (!existsSync(reportFile)) {
    failed += 1;
    failures.push(`${label} (no report written)`);
    return;
  }
  const { pass, fail, names } = read(JSON.parse(readFileSync(reportFile, 'utf8')));
  failedTests.push(...names.map((name) => `${label}: ${name}`));
  passed += pass;
  failed += fail;
  if (fail > 0 || !ok) failures.push(label);
  if (!ok && fail === 0) failed += 1; // the runner failed outside any test (setup, collection)
}

const vitestReport = path.join(results, 'vitest.json');
const readVitest = (r) => ({
  pass: r.numPassedTests,
  fail: r.numFailedTests,
  names: r.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed outside its tests (an import, a beforeAll) is named with its message.
    if (tests.length === 0 && file.status === 'failed') return [`${name} (${file.message.split('\n')[0]})`];
    return tests.map((test) => `${name} > ${test.fullName}`);
  }),
});

/** Playwright's failed tests: each spec's tests whose outcome was unexpected, with the project (tenant). */
function playwrightFailures(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `[${test.projectName}] ${[...here, spec.title].join(' > ')}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here)),
  ];
}
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`];

if (serverOnly) {
  await counted('server tests', 'npx', [...vitestArgs, '--project', 'server'], vitestReport, readVitest);
} else {
  // The static checks each use one core: two lanes side by side on a 2-core machine.
  // ESLint and Prettier keep their caches in node_modules/.cache: a second run checks only what changed
  // (a fresh clone, as in CI, checks everything). tsc -b keeps its build information there too.
  const quiet = { quiet: true };
  await Promise.all([
    (async () => {
      await check(
        'lint',
        'npx',
        [
          'eslint',
          '.',
          '--cache',
          '--cache-location',
          'node_modules/.cache/eslint/',
          '--cache-strategy',
          'content',
        ],
        quiet,
      );
      await check(
        'format',
        'npx',
        [
          'prettier',
          '--check',
          '.',
          '--cache',
          '--cache-location',
          'node_modules/.cache/prettier/.prettier-cache',
        ],
        quiet,
      );
    })(),
    (async () => {
      await check('typecheck', 'npm', ['run', '--silent', 'typecheck'], quiet);
      await check('boundaries', 'npm', ['run', '--silent', 'boundaries'], quiet);
    })(),
  ]);
  await counted('unit and route tests', 'npx', vitestArgs, vitestReport, readVitest);
  if (await run('build', 'npm', ['run', '--silent', 'build'])) {
    const e2eReport = path.join(results, 'e2e.json');
    await counted(
      'end-to-end tests',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      e2eReport,
      (r) => ({
        pass: r.stats.expected + r.stats.flaky,
        fail: r.stats.unexpected,
        names: r.suites.flatMap((suite) => playwrightFailures(suite)),
      }),
    );
  } else {
    failed += 1;
    failures.push('build (end-to-end tests not run)');
  }
}

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const width = Math.max(...stages.map((stage) => stage.label.length), 'total'.length);
console.log('\nstage times (min:s)');
for (const stage of stages)
  console.log(`  ${stage.label.padEnd(width)}  ${minutes(stage.seconds).padStart(6)}  ${stage.outcome}`);
console.log(
  `  ${'total'.padEnd(width)}  ${minutes(Math.round((Date.now() - suiteStarted) / 1000)).padStart(6)}`,
);

if (failures.length > 0) console.log(`\nfailed stages: ${failures.join(', ')}`);
if (failedTests.length > 0)
  console.log(`\nfailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
