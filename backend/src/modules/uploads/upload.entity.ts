import { Check, Column, Entity } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { asNumber } from '../../database/column-transformers.js';

export const UPLOAD_TYPES = ['csv', 'xlsx'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const TEXT_ENCODINGS = ['utf-8', 'windows-874'] as const;
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

/** One uploaded recipient file: kept on disk, described here, read back as a stream. */
@Entity('uploads')
@Check('uploads_type_check', `type IN ('csv', 'xlsx')`)
@Check('uploads_encoding_check', `encoding IN ('utf-8', 'windows-874')`)
export class Upload extends TenantEntity {
  /** The client's file name, cleaned. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'bigint', transformer: asNumber })
  size: number;

  @Column({ type: 'varchar', length: 10 })
  type: UploadType;

  /** Where the file is on the server; never answered. */
  @Column({ type: 'varchar', length: 500 })
  path: string;

  /** How a CSV's text is encoded: UTF-8, or Windows-874 (Thai, as older Excel saves it). */
  @Column({ type: 'varchar', length: 20, default: 'utf-8' })
  encoding: TextEncodingName;

  /** CSV delimiter. */
  @Column({ type: 'varchar', length: 1, default: ',' })
  delimiter: string;

  /** The first row names the columns (else they are "Column 1", "Column 2", …). */
  @Column({ name: 'has_header', type: 'boolean', default: true })
  hasHeader: boolean;

  @Column({ type: 'jsonb' })
  header: string[];

  @Column({ type: 'jsonb' })
  sample: string[][];

  /** Data rows (the header not counted). */
  @Column({ type: 'integer' })
  rows: number;
}
