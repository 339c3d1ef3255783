import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** A list export's query: the format, and the list's own filter and sort. */
export class ExportQuery {
  @ApiProperty({ enum: ['csv', 'xlsx'] })
  @IsIn(['csv', 'xlsx'], { message: 'validation.oneOf' })
  format: 'csv' | 'xlsx';

  @ApiProperty({ required: false, description: 'the list filter, as JSON' })
  @IsOptional()
  @IsString()
  @MaxLength(4_000)
  filter?: string;

  @ApiProperty({ required: false, description: 'the list sort, as JSON' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;
}
