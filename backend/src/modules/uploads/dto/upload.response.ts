import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { TEXT_ENCODINGS, UPLOAD_TYPES, type TextEncodingName, type Upload, type UploadType } from '../upload.entity.js';

export class UploadResponse {
  @IdProperty() id: string;
  @TextProperty() name: string;
  @ApiProperty({ type: 'integer', description: 'bytes' }) size: number;
  @ApiProperty({ enum: UPLOAD_TYPES }) type: UploadType;
  @ApiProperty({ enum: TEXT_ENCODINGS, description: 'how the CSV text was encoded (an XLSX is utf-8)' }) encoding: TextEncodingName;
  @ApiProperty({ type: [String], description: 'column names' }) header: string[];
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'the first data rows' })
  sample: string[][];
  @ApiProperty({ type: 'integer', description: 'data rows' }) rows: number;
  @TimestampProperty() createdAt: Date;
}

export function uploadView(row: Upload): UploadResponse {
  const { id, name, size, type, encoding, header, sample, rows, createdAt } = row;
  return { id, name, size, type, encoding, header, sample, rows, createdAt };
}
