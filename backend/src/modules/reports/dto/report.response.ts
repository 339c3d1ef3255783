import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { REPORT_FORMATS, REPORT_STATUSES, type Report, type ReportFormat, type ReportStatus } from '../report.entity.js';
import { REPORT_TYPE_NAMES } from '../report-types.js';
import { REPORT_RECURRENCES, windowView, type ReportRecurrence } from '../report-windows.js';

export class ReportResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: 'SMS March' }) name: string;
  @ApiProperty({ enum: REPORT_TYPE_NAMES, enumName: 'ReportType' }) type: string;
  @ApiProperty({ enum: REPORT_RECURRENCES, enumName: 'ReportRecurrence' }) recurrence: ReportRecurrence;
  @ApiProperty({ enum: REPORT_FORMATS, enumName: 'ReportFormat' }) format: ReportFormat;
  @ApiProperty({ enum: REPORT_STATUSES, enumName: 'ReportStatus' }) status: ReportStatus;
  @TextProperty({ nullable: true, example: '2026-03-01' }) from: string | null;
  @TextProperty({ nullable: true, example: '2026-03-31' }) to: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) dayOfMonth: number | null;
  @TextProperty({ nullable: true, example: '2026-03-01T00:00:00+07:00', description: 'the latest run’s first second, ICT' })
  windowStart: string | null;
  @TextProperty({ nullable: true, example: '2026-03-01T23:59:59+07:00', description: 'the latest run’s last second, ICT' })
  windowEnd: string | null;
  @TextProperty({ nullable: true, description: 'why the latest run failed, translated' }) error: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'data rows in the file' }) rows: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'bytes' }) size: number | null;
  @TimestampProperty({ nullable: true }) lastRunAt: Date | null;
  @TimestampProperty({ nullable: true }) finishedAt: Date | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

export function reportView(row: Report): ReportResponse {
  const { id, accountId, name, type, recurrence, format, status, dayOfMonth, error, rows, size } = row;
  const window = row.windowStart && row.windowEnd ? windowView({ start: row.windowStart, end: row.windowEnd }) : null;
  return {
    ...{ id, accountId, name, type, recurrence, format, status, dayOfMonth, error, rows, size },
    from: row.fromDate,
    to: row.toDate,
    windowStart: window?.windowStart ?? null,
    windowEnd: window?.windowEnd ?? null,
    lastRunAt: row.lastRunAt,
    finishedAt: row.finishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
