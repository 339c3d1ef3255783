import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/fields.js';
import { IMPORT_MODES, IMPORT_TARGETS, type ImportMode, type ImportTarget } from '../import.entity.js';

export class ImportMappingDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'file column header → field key; "" leaves the column out',
    example: { เบอร์โทร: 'mobile', Name: 'firstName' },
  })
  @IsObject()
  mapping: Record<string, string>;

  @Optional()
  @ApiProperty({ enum: IMPORT_MODES, enumName: 'ImportMode', required: false, default: 'update' })
  @IsIn(IMPORT_MODES)
  mode?: ImportMode;
}

export class ImportFieldsQuery {
  @ApiProperty({ enum: IMPORT_TARGETS, enumName: 'ImportTarget' })
  @IsIn(IMPORT_TARGETS, { message: 'validation.oneOf' })
  target: ImportTarget;
}

export class InvalidRowsQuery {
  @ApiProperty({ enum: ['csv', 'xlsx'] })
  @IsIn(['csv', 'xlsx'], { message: 'validation.oneOf' })
  format: 'csv' | 'xlsx';

  @IsOptional()
  @IsString()
  @MaxLength(10)
  language?: string;
}
