import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { Account } from '../modules/accounts/account.entity.js';
import { User } from '../modules/users/user.entity.js';
import { RefreshToken } from '../modules/auth/refresh-token.entity.js';
import { PasswordReset } from '../modules/auth/password-reset.entity.js';
import { Foundation1763800000000 } from './migrations/1763800000000-Foundation.js';
import { SubAccountNames1763900000000 } from './migrations/1763900000000-SubAccountNames.js';
import { SessionVersion1795465346893 } from './migrations/1795465346893-SessionVersion.js';

// Listed explicitly rather than globbed: the same list works compiled, under Jest and in ESM.
export const ENTITIES = [Account, User, RefreshToken, PasswordReset];
export const MIGRATIONS = [Foundation1763800000000, SubAccountNames1763900000000, SessionVersion1795465346893];

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: { max: config.databasePoolSize },
  };
}

export function createDataSource(config: AppConfig): DataSource {
  return new DataSource(dataSourceOptions(config));
}
