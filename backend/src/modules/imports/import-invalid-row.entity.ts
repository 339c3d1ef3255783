import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Import } from './import.entity.js';

/** A row an import could not take, with why, for the user to download, fix and import again. */
@Entity('import_invalid_rows')
export class ImportInvalidRow {
  @PrimaryColumn({ name: 'import_id', type: 'uuid' })
  importId: string;

  /** The line in the file (the header is line 1). */
  @PrimaryColumn({ type: 'integer' })
  row: number;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  /** Field → translation key of what is wrong with it. */
  @Column({ type: 'jsonb' })
  errors: Record<string, string>;

  @Column({ type: 'jsonb' })
  cells: string[];

  @ManyToOne(() => Import, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_id' })
  import?: Import;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;
}
