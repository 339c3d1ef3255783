import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IntField } from '../../../common/validation/fields.js';
import { ROLES, type Role } from '../../../common/auth/roles.js';
import { PLANS, type Plan } from '../../accounts/account.entity.js';
import { USER_STATUSES, type UserStatus } from '../user.entity.js';

/** The specification's user list query (`/api/users/list/data`). */
export class SpecUserListQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ default: 10 })
  @IsOptional()
  @IntField({ min: 1, max: 100 })
  perPage?: number;

  /** Deep enough for any real list; deeper pages are refused like the list helper's. */
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @IntField({ min: 1, max: 10_000 })
  page?: number;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(['', ...ROLES])
  role?: Role | '';

  @ApiPropertyOptional({ enum: PLANS })
  @IsOptional()
  @IsIn(['', ...PLANS])
  currentPlan?: Plan | '';

  @ApiPropertyOptional({ enum: USER_STATUSES })
  @IsOptional()
  @IsIn(['', ...USER_STATUSES])
  status?: UserStatus | '';
}
