import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsString, Matches, MaxLength } from 'class-validator';
import {
  EmailField,
  IsTimeZone,
  NameField,
  OptionalNameField,
  Nullable,
  Optional,
  PasswordField,
  ReadOnlyFields,
} from '../../../common/validation/fields.js';
import { IsThaiMobile } from '../../../common/validation/phone.js';
import { ACCOUNT_STATUSES, PLANS, type AccountStatus, type Plan } from '../account.entity.js';

const blankToNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

// inheritParentBlacklist is the parent's to set (UpdateSubAccountDto), shown here only.
@ReadOnlyFields('id', 'parentId', 'isPlatform', 'inheritParentBlacklist', 'createdAt')
export class UpdateAccountSettingsDto {
  @Optional()
  @NameField(120)
  name?: string;

  @ApiPropertyOptional({ enum: PLANS, description: 'staff only' })
  @Optional()
  @IsIn(PLANS)
  plan?: Plan;

  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES, description: 'staff only; suspending ends the sessions of its users' })
  @Optional()
  @IsIn(ACCOUNT_STATUSES)
  status?: AccountStatus;

  @ApiPropertyOptional({ example: 'Asia/Bangkok' })
  @Optional()
  @IsTimeZone()
  timezone?: string;

  @ApiPropertyOptional()
  @Nullable()
  @blankToNull
  @IsEmail({}, { message: 'validation.email' })
  contactEmail?: string | null;

  @ApiPropertyOptional({ example: '0812345678' })
  @Nullable()
  @blankToNull
  @IsThaiMobile()
  contactPhone?: string | null;

  @ApiPropertyOptional()
  @Nullable()
  @blankToNull
  @IsString()
  @MaxLength(500)
  address?: string | null;

  @ApiPropertyOptional({ example: '0105555555555' })
  @Nullable()
  @blankToNull
  @Matches(/^[0-9]{13}$/, { message: 'validation.invalid' })
  taxId?: string | null;
}

export class CreateSubAccountDto {
  @NameField(120)
  name: string;

  @ApiPropertyOptional({ enum: PLANS })
  @IsIn(PLANS)
  plan: Plan;

  @NameField()
  adminFirstName: string;

  @Nullable()
  @OptionalNameField()
  adminLastName?: string | null;

  @EmailField()
  adminEmail: string;

  @PasswordField()
  adminPassword: string;
}

@ReadOnlyFields('id', 'parentId', 'usersCount', 'adminEmail', 'createdAt')
export class UpdateSubAccountDto {
  @Optional()
  @NameField(120)
  name?: string;

  @ApiPropertyOptional({ enum: PLANS })
  @Optional()
  @IsIn(PLANS)
  plan?: Plan;

  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES })
  @Optional()
  @IsIn(ACCOUNT_STATUSES)
  status?: AccountStatus;

  @ApiPropertyOptional({ description: "its sends also skip the numbers of the parent's blacklist (default on)" })
  @Optional()
  @IsBoolean()
  inheritParentBlacklist?: boolean;
}
