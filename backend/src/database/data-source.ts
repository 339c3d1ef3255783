import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { Account } from '../modules/accounts/account.entity.js';
import { User } from '../modules/users/user.entity.js';
import { RefreshToken } from '../modules/auth/refresh-token.entity.js';
import { PasswordReset } from '../modules/auth/password-reset.entity.js';
import { MIGRATIONS } from './migrations/index.js';
import { ConsoleNamingStrategy } from './naming-strategy.js';

// Listed explicitly rather than globbed: the same list works compiled, under Jest and in ESM.
export const ENTITIES = [Account, User, RefreshToken, PasswordReset];

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
    extra: { max: config.databasePoolSize },
  };
}

export function createDataSource(config: AppConfig): DataSource {
  return new DataSource(dataSourceOptions(config));
}
