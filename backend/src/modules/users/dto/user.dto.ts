import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { ACCOUNT_ROLES, ROLES, type Role } from '../../../common/auth/roles.js';
import {
  EmailField,
  NameField,
  OptionalNameField,
  Nullable,
  Optional,
  PasswordField,
  ReadOnlyFields,
  UsernameField,
} from '../../../common/validation/fields.js';
import { IsThaiMobile } from '../../../common/validation/phone.js';
import { USER_STATUSES, type UserStatus } from '../user.entity.js';

export class CreateUserDto {
  @ApiPropertyOptional({ description: 'Account of the user; the acting account when absent' })
  @Optional()
  @IsUUID()
  accountId?: string;

  @UsernameField()
  username: string;

  @NameField()
  firstName: string;

  @Nullable()
  @OptionalNameField()
  lastName?: string | null;

  @EmailField()
  email: string;

  @ApiPropertyOptional({ example: '0812345678' })
  @Nullable()
  @IsThaiMobile()
  phone?: string | null;

  @ApiPropertyOptional({ enum: ROLES, description: `one of ${ACCOUNT_ROLES.join(', ')}; staff by staff only` })
  @IsIn(ROLES)
  role: Role;

  @ApiPropertyOptional({ enum: USER_STATUSES })
  @Optional()
  @IsIn(USER_STATUSES)
  status?: UserStatus;

  @PasswordField()
  password: string;
}

/** Every field may be left out; only the nullable ones (lastName, phone) may be cleared with null. */
@ReadOnlyFields('id', 'accountName', 'plan', 'fullName', 'avatar', 'lastLoginAt', 'createdAt')
export class UpdateUserDto extends PartialType(CreateUserDto, { skipNullProperties: false }) {}
