import 'reflect-metadata';
import { ConfigError } from './config/app-config.js';
import { runDatabaseCommand } from './database/commands.js';
import { MigrationGenerateError } from './database/generate-migration.js';

/** `node dist/backend/src/cli.js <command>`: see database/commands.ts and docs/database.md. */
runDatabaseCommand(process.argv.slice(2), process.env, (line) => console.log(line)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration: ${error.message}`);
    else if (error instanceof MigrationGenerateError) console.error(`migration:generate: ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
