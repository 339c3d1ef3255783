// Mutation testing of the shared HTTP/auth plumbing and the auth module: `npm run test:mutation`.
// Not part of `npm test` or CI: it runs the jest suites (unit and e2e) many times over.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [unit, e2e] = require('./jest.config.cjs').projects;

/**
 * MUTATE narrows a run to some files (comma-separated globs), e.g.
 * `MUTATE=backend/src/common/http/list-query.ts npm run test:mutation`.
 */
const mutate = process.env.MUTATE?.split(',') ?? [
  'backend/src/common/**/*.ts',
  'backend/src/modules/auth/**/*.ts',
  // Declarations only (decorators, DTO/response shapes, entities, module wiring): every mutant
  // there is equivalent or only changes the OpenAPI document, which openapi.e2e checks as a whole.
  '!backend/src/**/*.module.ts',
  '!backend/src/**/*.entity.ts',
  '!backend/src/**/dto/**',
  '!backend/src/**/*.response.ts',
  '!backend/src/common/http/api-properties.ts',
  '!backend/src/common/http/api-list.decorator.ts',
  '!backend/src/common/http/openapi.ts',
  '!backend/src/common/auth/decorators.ts',
  '!backend/src/common/export/export.query.ts',
  '!backend/src/common/export/api-file-download.decorator.ts',
  '!backend/src/common/tenancy/tenant-entity.ts',
];

/**
 * MUTATION_TESTS=unit runs the unit project alone: minutes instead of hours, a lower score.
 * Otherwise a comma-separated list of test files (paths from the project root) runs just those:
 * the suites that cover the files being mutated, e.g. the list tests for list-query.ts.
 */
const chosen = process.env.MUTATION_TESTS;
const testMatch =
  chosen === 'unit'
    ? unit.testMatch
    : chosen
      ? chosen.split(',').map((path) => `<rootDir>/${path}`)
      : [...unit.testMatch, ...e2e.testMatch];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  mutate,
  // Stryker's per-test coverage needs its own test environment, which it can only set on a
  // single (non-`projects`) config: run the unit and e2e projects as one.
  jest: {
    enableFindRelatedTests: true,
    config: {
      ...e2e,
      projects: undefined,
      displayName: undefined,
      testMatch,
      // Records each run's database so scripts/mutation/run.mjs can drop those of killed runners.
      globalSetup: '<rootDir>/scripts/mutation/global-setup.cjs',
    },
  },
  coverageAnalysis: 'perTest',
  checkers: [],
  // swc strips types without checking them; the default would also stamp @ts-nocheck into
  // admin/src/api/schema.d.ts, which api-types.test compares byte for byte.
  disableTypeChecks: false,
  // Two cores shared with others: two runners, each a jest run with its own database.
  concurrency: 2,
  maxTestRunnerReuse: 0,
  timeoutMS: 20_000,
  timeoutFactor: 2,
  // Unmutated e2e files take a while to boot the app.
  dryRunTimeoutMinutes: 20,
  // Static mutants (code run once when a module loads, such as the role table) need the test
  // environment reloaded for each: every chosen suite runs again for each of them. Off unless
  // MUTATION_STATIC=1, for a run narrowed to such a file.
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
  ignorePatterns: [
    'admin',
    '!admin/src/api/schema.d.ts',
    'docs',
    'test/browser',
    'test/runtime',
    'dist',
    'data',
    'coverage',
    '/reports',
  ],
  // event-recorder writes each mutant's result as it comes (reports/mutation/events), so a run
  // stopped before the end still names what it tested.
  reporters: ['clear-text', 'progress', 'html', 'json', 'event-recorder'],
  eventReporter: { baseDir: 'reports/mutation/events' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 80, low: 60, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
