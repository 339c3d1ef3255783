import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { asNumber } from '../../database/column-transformers.js';
import { sqlList } from '../../database/sql-list.js';
import { Upload } from '../uploads/upload.entity.js';

export const IMPORT_TARGETS = ['people', 'blacklist'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];
export const IMPORT_STATUSES = ['uploaded', 'mapped', 'queued', 'running', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_MODES = ['update', 'skip'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/**
 * One file of people or blacklisted numbers being brought in: uploaded, mapped (file column →
 * field), then run by the worker in batches. The file's description is copied here, so the
 * import stays readable after the file itself is purged; the counters move with each batch,
 * in the same transaction as the batch's rows.
 */
@Entity('imports')
@Check('imports_target_check', `target IN (${sqlList(IMPORT_TARGETS)})`)
@Check('imports_status_check', `status IN (${sqlList(IMPORT_STATUSES)})`)
@Check('imports_mode_check', `mode IN (${sqlList(IMPORT_MODES)})`)
@Index('idx_imports_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_imports_account_target', ['accountId', 'target', 'createdAt', 'id'])
export class Import extends TenantEntity {
  @Column({ name: 'upload_id', type: 'uuid', nullable: true })
  uploadId: string | null;

  @ManyToOne(() => Upload, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'upload_id' })
  upload?: Upload;

  @Column({ type: 'varchar', length: 20 })
  target: ImportTarget;

  @Column({ type: 'varchar', length: 20, default: 'uploaded' })
  status: ImportStatus;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'bigint', transformer: asNumber })
  size: number;

  @Column({ name: 'file_type', type: 'varchar', length: 10 })
  fileType: string;

  @Column({ type: 'varchar', length: 20 })
  encoding: string;

  @Column({ type: 'jsonb' })
  header: string[];

  @Column({ type: 'jsonb' })
  sample: string[][];

  /** Data rows in the file. */
  @Column({ type: 'integer' })
  total: number;

  /** File column header → field key. */
  @Column({ type: 'jsonb', nullable: true })
  mapping: Record<string, string> | null;

  @Column({ type: 'varchar', length: 10, default: 'update' })
  mode: ImportMode;

  /** Data rows read so far: a restarted run skips them. */
  @Column({ type: 'integer', default: 0 })
  processed: number;

  @Column({ type: 'integer', default: 0 })
  created: number;

  @Column({ type: 'integer', default: 0 })
  updated: number;

  @Column({ type: 'integer', default: 0 })
  skipped: number;

  @Column({ type: 'integer', default: 0 })
  invalid: number;

  /** Why a failed import stopped: a translation key. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  error: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
