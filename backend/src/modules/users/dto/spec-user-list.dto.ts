import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ROLES, type Role } from '../../../common/auth/abilities.js';
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
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  perPage?: number;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
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
