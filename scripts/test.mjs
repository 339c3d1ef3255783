#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Type checks and lint, then unit
// and API/worker tests against real PostgreSQL and Redis (Jest), admin component tests
// (Vitest), then a build and browser tests in headless Chromium (Playwright). Prints one
// closing line, "tests: N passed, N failed", and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const results = [];
const reports = mkdtempSync(join(tmpdir(), 'engage-test-'));
const only = process.argv.slice(2);

function step(name, command, args, { env = {}, count } = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = { passed: run.status === 0 ? 1 : 0, failed: run.status === 0 ? 0 : 1 };
  try {
    if (count) counts = count();
  } catch {
    // No report means the runner died before writing it: the step counts as one failure.
  }
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name, seconds, ...counts });
}

const json = (file) => JSON.parse(readFileSync(join(reports, file), 'utf8'));

step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('typecheck-admin', 'npm', ['run', '--silent', 'typecheck', '-w', 'admin']);
step('lint', 'npx', ['eslint', '.']);
step('jest', 'npx', ['jest', '--json', `--outputFile=${join(reports, 'jest.json')}`], {
  count: () => {
    const report = json('jest.json');
    return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
  },
});
step('admin', 'npm', ['run', '--silent', 'test', '-w', 'admin', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`], {
  count: () => {
    const report = json('vitest.json');
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  },
});
step('build', 'npm', ['run', '--silent', 'build']);
step('browser', 'npx', ['playwright', 'test', '-c', 'test/browser/playwright.config.ts', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
  count: () => {
    const { stats } = json('playwright.json');
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
  },
});

rmSync(reports, { recursive: true, force: true });
console.log('\n=== summary');
for (const r of results) console.log(`${r.name.padEnd(16)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
