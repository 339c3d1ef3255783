import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EmailField, IsTimeZone, NameField, PasswordField } from '../../../common/validation/fields.js';
import { IsThaiMobile } from '../../../common/validation/phone.js';
import { ACCOUNT_STATUSES, PLANS, type AccountStatus, type Plan } from '../account.entity.js';

const blankToNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

export class UpdateAccountSettingsDto {
  @IsOptional()
  @NameField(120)
  name?: string;

  @ApiPropertyOptional({ enum: PLANS, description: 'staff only' })
  @IsOptional()
  @IsIn(PLANS)
  plan?: Plan;

  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES, description: 'staff only; suspending ends the sessions of its users' })
  @IsOptional()
  @IsIn(ACCOUNT_STATUSES)
  status?: AccountStatus;

  @ApiPropertyOptional({ example: 'Asia/Bangkok' })
  @IsOptional()
  @IsTimeZone()
  timezone?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @blankToNull
  @IsEmail({}, { message: 'validation.email' })
  contactEmail?: string | null;

  @ApiPropertyOptional({ example: '0812345678' })
  @IsOptional()
  @blankToNull
  @IsThaiMobile()
  contactPhone?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @blankToNull
  @IsString()
  @MaxLength(500)
  address?: string | null;

  @ApiPropertyOptional({ example: '0105555555555' })
  @IsOptional()
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

  @IsOptional()
  @NameField()
  adminLastName?: string;

  @EmailField()
  adminEmail: string;

  @PasswordField()
  adminPassword: string;
}

export class UpdateSubAccountDto {
  @IsOptional()
  @NameField(120)
  name?: string;

  @ApiPropertyOptional({ enum: PLANS })
  @IsOptional()
  @IsIn(PLANS)
  plan?: Plan;

  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES })
  @IsOptional()
  @IsIn(ACCOUNT_STATUSES)
  status?: AccountStatus;
}
