import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import {
  IMPORT_MODES,
  IMPORT_STATUSES,
  IMPORT_TARGETS,
  type Import,
  type ImportMode,
  type ImportStatus,
  type ImportTarget,
} from '../import.entity.js';

const int = (description?: string) => ApiProperty({ type: 'integer', description });

export class ImportResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @ApiProperty({ enum: IMPORT_TARGETS, enumName: 'ImportTarget' }) target: ImportTarget;
  @ApiProperty({ enum: IMPORT_STATUSES, enumName: 'ImportStatus' }) status: ImportStatus;
  @TextProperty({ example: 'people.csv' }) name: string;
  @int('bytes') size: number;
  @ApiProperty({ enum: ['csv', 'xlsx'] }) fileType: string;
  @ApiProperty({ enum: ['utf-8', 'windows-874'] }) encoding: string;
  @ApiProperty({ type: [String] }) header: string[];
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'the first data rows' })
  sample: string[][];
  @int('data rows in the file') total: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, nullable: true }) mapping: Record<
    string,
    string
  > | null;
  @ApiProperty({ enum: IMPORT_MODES, enumName: 'ImportMode' }) mode: ImportMode;
  @int('data rows read so far') processed: number;
  @int() created: number;
  @int() updated: number;
  @int('existing numbers left alone, and repeats of a number earlier in the file') skipped: number;
  @int() invalid: number;
  @TextProperty({ nullable: true, description: 'why a failed import stopped, translated' }) error: string | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
  @TimestampProperty({ nullable: true }) startedAt: Date | null;
  @TimestampProperty({ nullable: true }) finishedAt: Date | null;
}

export class ImportPreviewRow {
  @int('the line in the file') row: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) values: Record<string, string>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'field → what is wrong, translated' })
  errors: Record<string, string>;
}

export class ImportPreviewResponse extends ImportResponse {
  @ApiProperty({ type: [ImportPreviewRow] }) preview: ImportPreviewRow[];
}

export class ImportFieldResponse {
  @TextProperty({ example: 'firstName' }) key: string;
  @TextProperty({ example: 'resources.people.fields.firstName', description: 'a translation key, or a custom field’s own label' })
  label: string;
  @ApiProperty() required: boolean;
}

export class ImportFieldsResponse {
  @ApiProperty({ type: [ImportFieldResponse] }) fields: ImportFieldResponse[];
}

export function importView(row: Import): ImportResponse {
  const { id, accountId, target, status, name, size, fileType, encoding, header, sample, total, mapping, mode } = row;
  const { processed, created, updated, skipped, invalid, error, createdAt, updatedAt, startedAt, finishedAt } = row;
  return {
    ...{ id, accountId, target, status, name, size, fileType, encoding, header, sample, total, mapping, mode },
    ...{ processed, created, updated, skipped, invalid, error, createdAt, updatedAt, startedAt, finishedAt },
  };
}
