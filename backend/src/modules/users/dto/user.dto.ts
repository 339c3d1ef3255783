import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ACCOUNT_ROLES, ROLES, type Role } from '../../../common/auth/abilities.js';
import { EmailField, NameField, PasswordField, UsernameField } from '../../../common/validation/fields.js';
import { IsThaiMobile } from '../../../common/validation/phone.js';
import { USER_STATUSES, type UserStatus } from '../user.entity.js';

export class CreateUserDto {
  @ApiPropertyOptional({ description: 'Account of the user; the acting account when absent' })
  @IsOptional()
  @IsUUID()
  accountId?: string;

  @UsernameField()
  username: string;

  @NameField()
  firstName: string;

  @IsOptional()
  @NameField()
  lastName?: string;

  @EmailField()
  email: string;

  @ApiPropertyOptional({ example: '0812345678' })
  @IsOptional()
  @IsThaiMobile()
  phone?: string | null;

  @ApiPropertyOptional({ enum: ROLES, description: `one of ${ACCOUNT_ROLES.join(', ')}; staff by staff only` })
  @IsIn(ROLES)
  role: Role;

  @ApiPropertyOptional({ enum: USER_STATUSES })
  @IsOptional()
  @IsIn(USER_STATUSES)
  status?: UserStatus;

  @PasswordField()
  password: string;
}

export class UpdateUserDto extends PartialType(CreateUserDto) {}
