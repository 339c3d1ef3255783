// Jest runs the ESM TypeScript sources in CommonJS mode: @swc/jest transforms the project and
// the ESM-only packages (@nestjs, and the HTML parser under sanitize-html, which Node itself
// loads with require(esm)), and relative imports lose their `.js` suffix.
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', swcOptions] },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

module.exports = {
  // e2e hooks boot the whole app; on a slow day of the shared two-core machine that took over
  // Jest's default 5 s. Set here: a project's own testTimeout is ignored when several run.
  testTimeout: 30_000,
  // Files run in a worker process that is replaced once it holds more than this after a file.
  // In band (the default on 2 cores) one process ran every file, its heap grew file by file
  // (about 100 MB each) towards V8's limit, and late files crawled under constant collection:
  // a 35-second file timed out at 300 s. At 1 GB the same file still took 127 s when it came
  // after hostile-input (850 MB, kept); 512 MB replaces the worker every few files. The limit
  // also makes Jest use its worker even with one core free.
  workerIdleMemoryLimit: '512MB',
  // Two files at a time on the machine's two cores (Jest's default leaves one idle). The suites
  // wait on sockets, timers and PostgreSQL as much as they compute: on 2026-11-27 the unit and
  // e2e run took 356 s with two workers against 594 s with one, every test passing both ways.
  // Each file makes its own tenants, and a file that reads a queue or runs a worker uses its own
  // key prefix (test/utils), so two files never meet.
  maxWorkers: 2,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/test/locales/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts', '<rootDir>/test/workers/**/*.test.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
    },
    // The real `npm start` against the built dist: scripts/test.mjs runs it after the build.
    { ...shared, displayName: 'runtime', testMatch: ['<rootDir>/test/runtime/**/*.runtime.test.ts'] },
  ],
};
