import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { MONTH_PATTERN } from '../../../common/time/ict-month.js';

export class PlatformQuery {
  @ApiPropertyOptional({ example: '2026-11', description: 'YYYY-MM in ICT; the current month when left out' })
  @IsOptional()
  @Matches(MONTH_PATTERN, { message: 'validation.month' })
  month?: string;
}
