import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { FEATURES } from '../modules/features.js';
import { MIGRATIONS } from './migrations/index.js';
import { ConsoleNamingStrategy } from './naming-strategy.js';

// Each module lists its entities in its own `*.feature.ts` (explicit rather than globbed: the
// same list works compiled, under Jest and in ESM); the API, the worker, the migration CLI and
// the schema test all read this one list.
export const ENTITIES = FEATURES.flatMap((feature) => feature.entities);

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new ConsoleNamingStrategy(),
    // gen_random_uuid() (built in since PostgreSQL 13) for uuid keys, as the migrations use;
    // the migrations own the schema, so nothing creates extensions on connect.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: {
      max: config.databasePoolSize,
      // One query, one core. A parallel plan starts worker processes, a few milliseconds each,
      // which pays for itself only on a scan of millions of rows; here queries are bounded by
      // indexes and many run at once, so the workers only queue behind each other (a read
      // of 1,000 rows: 1.0 ms serial, 5.2 ms parallel, far worse under load).
      //
      // No JIT: its threshold is a plan's estimated cost, and a batch of 100 submit results
      // joined to a send's partition by primary key is estimated at 327,000 (the join's row
      // estimate is off by hundreds) while it runs in 3 ms; compiling it took 20 ms more, every
      // time. JIT pays off on long analytical scans, which this product does not run per request.
      //
      // random_page_cost 1.1 instead of 4: the lists' tables are read from memory or SSD, where a
      // page read out of order costs about what one in order does. At 4 the planner walked a
      // million users in order for a name 330 of them carry (48 ms) rather than read its 330
      // rows from the trigram index and sort them (3 ms).
      options: '-c max_parallel_workers_per_gather=0 -c jit=off -c random_page_cost=1.1',
    },
  };
}

export function createDataSource(config: AppConfig): DataSource {
  return new DataSource(dataSourceOptions(config));
}
