import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { TextProperty } from '../../../common/http/api-properties.js';
import { MONTH_PATTERN } from '../../../common/time/ict-month.js';

const DAY_PATTERN = /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A day the calendar has (2026-02-30 is not one). */
@ValidatorConstraint({ name: 'calendarDay' })
class CalendarDay implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
    return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  }
}

const dayField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-12-01', description }),
    IsOptional(),
    Matches(DAY_PATTERN, { message: 'validation.date' }),
    Validate(CalendarDay, { message: 'validation.date' }),
  );

export class CouponDashboardQuery {
  @dayField('first ICT day (YYYY-MM-DD); the coupon’s start, or 91 days before `to`, when left out')
  from?: string;

  @dayField('last ICT day (YYYY-MM-DD), at most 366 days after `from`; today within the coupon’s validity when left out')
  to?: string;
}

export class CouponsDashboardQuery {
  @ApiPropertyOptional({ example: '2026-11', description: 'YYYY-MM in ICT; the current month when left out' })
  @IsOptional()
  @Matches(MONTH_PATTERN, { message: 'validation.month' })
  month?: string;
}

export class CouponDashboardDay {
  @TextProperty({ example: '2026-12-01', description: 'ICT day' }) day: string;
  @ApiProperty({ type: 'integer', description: 'codes given to recipients' }) issued: number;
  @ApiProperty({ type: 'integer', description: 'coupon pages opened for the first time' }) opened: number;
  @ApiProperty({ type: 'integer', description: 'redemptions' }) redeemed: number;
}

/** The account's coupons over a month: the rollup's totals and every day of the month. */
export class CouponsDashboardResponse {
  @TextProperty({ example: '2026-11' }) month: string;
  @ApiProperty({ type: 'integer' }) issued: number;
  @ApiProperty({ type: 'integer' }) opened: number;
  @ApiProperty({ type: 'integer' }) redeemed: number;
  @ApiProperty({ type: [CouponDashboardDay], description: 'every day of the month, in order' }) days: CouponDashboardDay[];
}

/** One coupon over a period of ICT days, and its codes that expired unused. */
export class CouponDashboardResponse {
  @TextProperty({ example: '2026-12-01' }) from: string;
  @TextProperty({ example: '2026-12-31' }) to: string;
  @ApiProperty({ type: 'integer', description: 'codes given in the period' }) issued: number;
  @ApiProperty({ type: 'integer', description: 'pages first opened in the period' }) opened: number;
  @ApiProperty({ type: 'integer', description: 'redemptions in the period' }) redeemed: number;
  @ApiProperty({
    type: 'integer',
    description: 'codes given and never redeemed whose validity has passed (now, whatever the period)',
  })
  expired: number;
  @ApiProperty({ type: [CouponDashboardDay], description: 'every day of the period, in order' }) days: CouponDashboardDay[];
}
