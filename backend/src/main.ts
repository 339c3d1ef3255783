import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { exitOnSignals } from './runtime/shutdown.js';

/** Time the API gives open requests to finish when asked to stop. */
const SHUTDOWN_TIMEOUT_MS = 5_000;

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  exitOnSignals('API', () => app.close(), SHUTDOWN_TIMEOUT_MS);
  await app.listen(config.port, config.host);
  // npm start (scripts/start.mjs) starts a ready API again when it dies; one that never got here stops it.
  process.send?.('ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration: ${error.message}` : error);
  process.exit(1);
});
