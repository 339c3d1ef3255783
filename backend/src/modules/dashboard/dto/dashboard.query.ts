import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID, Matches } from 'class-validator';
import { MONTH_PATTERN } from '../../../common/time/ict-month.js';

export class DashboardQuery {
  @ApiPropertyOptional({ example: '2026-11', description: 'YYYY-MM in ICT; the current month when left out' })
  @IsOptional()
  @Matches(MONTH_PATTERN, { message: 'validation.month' })
  month?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'A sub-account of the acting account (any account for staff); the acting account when left out',
  })
  @IsOptional()
  @IsUUID('all', { message: 'validation.uuid' })
  accountId?: string;
}
