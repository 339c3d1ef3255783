import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, Matches, Max, Min, ValidateIf } from 'class-validator';
import { NameField } from '../../../common/validation/fields.js';
import { REPORT_FORMATS, type ReportFormat } from '../report.entity.js';
import { REPORT_TYPE_NAMES } from '../report-types.js';
import { MONTHLY_REPORT_DAYS, REPORT_RECURRENCES, type ReportRecurrence } from '../report-windows.js';

/** Characters a file name may not hold (Windows refuses them; `/` would make a folder). */
// eslint-disable-next-line no-control-regex -- control characters are refused too
export const FILE_NAME_PATTERN = /^[^<>:/\\|?*"\u0000-\u001f]*$/;

const isoDate = () => Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.reportDate' });

export class CreateReportDto {
  @NameField(100)
  @Matches(FILE_NAME_PATTERN, { message: 'validation.fileName' })
  @ApiProperty({ example: 'SMS March', description: 'the file name, without extension; not < > : / | ? *' })
  name: string;

  @ApiProperty({ enum: REPORT_TYPE_NAMES, enumName: 'ReportType' })
  @IsIn(REPORT_TYPE_NAMES, { message: 'validation.oneOf' })
  type: string;

  @ApiProperty({ enum: REPORT_RECURRENCES, enumName: 'ReportRecurrence' })
  @IsIn(REPORT_RECURRENCES, { message: 'validation.oneOf' })
  recurrence: ReportRecurrence;

  @ApiProperty({ enum: REPORT_FORMATS, enumName: 'ReportFormat' })
  @IsIn(REPORT_FORMATS, { message: 'validation.oneOf' })
  format: ReportFormat;

  @ApiProperty({ required: false, nullable: true, example: '2026-03-01', description: 'first day (ICT), for once' })
  @ValidateIf((dto: CreateReportDto) => dto.recurrence === 'once')
  @isoDate()
  from?: string | null;

  @ApiProperty({ required: false, nullable: true, example: '2026-03-31', description: 'last day (ICT, included), for once' })
  @ValidateIf((dto: CreateReportDto) => dto.recurrence === 'once')
  @isoDate()
  to?: string | null;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MONTHLY_REPORT_DAYS,
    required: false,
    nullable: true,
    description: 'for monthly: the day of the next month it arrives, within the first five (spec §9)',
  })
  @ValidateIf((dto: CreateReportDto) => dto.recurrence === 'monthly')
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'validation.dayOfMonth' })
  @Min(1, { message: 'validation.dayOfMonth' })
  @Max(MONTHLY_REPORT_DAYS, { message: 'validation.dayOfMonth' })
  dayOfMonth?: number | null;
}
