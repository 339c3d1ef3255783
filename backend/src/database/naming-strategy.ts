import { createHash } from 'node:crypto';
import { DefaultNamingStrategy, type Table } from 'typeorm';

/** PostgreSQL truncates identifiers beyond 63 bytes; keep long names distinct with a hash. */
function fit(name: string): string {
  if (Buffer.byteLength(name) <= 63) return name;
  return `${name.slice(0, 54)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;
}

/**
 * Readable names for constraints and indexes an entity does not name itself, following
 * PostgreSQL's own conventions (`users_pkey`, `users_account_id_fkey`) and the migrations'
 * `idx_<table>_<columns>`. A name declared on an entity always wins; this covers what a
 * shared base class declares for every table (the tenant list index) and what a new entity
 * forgets, so generated migrations never carry `IDX_<hash>` names.
 */
export class ConsoleNamingStrategy extends DefaultNamingStrategy {
  override primaryKeyName(tableOrName: Table | string): string {
    return fit(`${this.getTableName(tableOrName)}_pkey`);
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return fit(`${this.getTableName(tableOrName)}_${columnNames.join('_')}_fkey`);
  }

  override uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return fit(`${this.getTableName(tableOrName)}_${columnNames.join('_')}_key`);
  }

  // Column order is kept: it is what makes a composite index serve a sort.
  override indexName(tableOrName: Table | string, columnNames: string[], where?: string): string {
    const base = `idx_${this.getTableName(tableOrName)}_${columnNames.join('_')}`;
    return fit(where ? `${base}_${createHash('sha1').update(where).digest('hex').slice(0, 6)}` : base);
  }
}
