#!/usr/bin/env node
// The whole test suite: lint, typecheck, unit and route tests (vitest), build, end-to-end (Playwright).
// Every stage runs even when an earlier one fails, so one run shows everything; the last line is
// `tests: N passed, N failed`. A failed lint, typecheck or build counts as one failed test.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --server   only the server's unit and route tests (CI runs it again on PostgreSQL 15)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const serverOnly = process.argv.includes('--server');

let passed = 0;
let failed = 0;
const failures = [];
/** The name of every failed test, so the end of the output says which (CI shows only its last lines). */
const failedTests = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status ?? result.signal})`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function counted(label, command, args, reportFile, read) {
  rmSync(reportFile, { force: true });
  const ok = run(label, command, args);
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
  counted('server tests', 'npx', [...vitestArgs, '--project', 'server'], vitestReport, readVitest);
} else {
  check('lint', 'npx', ['eslint', '.']);
  check('boundaries', 'npm', ['run', '--silent', 'boundaries']);
  check('format', 'npx', ['prettier', '--check', '.']);
  check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  counted('unit and route tests', 'npx', vitestArgs, vitestReport, readVitest);
  if (run('build', 'npm', ['run', '--silent', 'build'])) {
    const e2eReport = path.join(results, 'e2e.json');
    counted(
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

if (failures.length > 0) console.log(`\nfailed stages: ${failures.join(', ')}`);
if (failedTests.length > 0)
  console.log(`\nfailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
