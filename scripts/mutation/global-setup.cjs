// Jest global setup for mutation runs: the e2e setup (one database per jest run), plus a line in
// MUTATION_DB_LOG naming that database, so run.mjs can drop the ones a killed test runner leaves.
/* eslint-disable @typescript-eslint/no-require-imports -- jest requires a global setup as CommonJS */
const { appendFileSync } = require('node:fs');
const { default: globalSetup } = require('../../test/setup/global-setup.ts');

module.exports = async function mutationGlobalSetup() {
  await globalSetup();
  if (process.env.MUTATION_DB_LOG) {
    appendFileSync(process.env.MUTATION_DB_LOG, `${process.env.TEST_DATABASE_NAME} ${process.env.QUEUE_PREFIX}\n`);
  }
};
