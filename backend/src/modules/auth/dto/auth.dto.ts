import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsNotEmpty, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  EmailField,
  NameField,
  OptionalNameField,
  Nullable,
  Optional,
  PasswordField,
  UsernameField,
} from '../../../common/validation/fields.js';
import { IsThaiMobile } from '../../../common/validation/phone.js';
import { ACCOUNT_NAME_MAX } from '../../accounts/account.entity.js';

export class LoginDto {
  @ApiProperty({ example: 'demo@example.com' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;
}

export class RegisterDto {
  @ApiPropertyOptional({
    example: 'Jaidee Coffee',
    description: "the business's name, what its customers see (coupon and landing pages); the owner's full name when left out",
  })
  @Nullable()
  @OptionalNameField(ACCOUNT_NAME_MAX)
  businessName?: string | null;

  @NameField()
  firstName: string;

  @NameField()
  lastName: string;

  @Nullable()
  @UsernameField()
  username?: string | null;

  @EmailField()
  email: string;

  @ApiProperty({ example: '0812345678' })
  @IsThaiMobile()
  phone: string;

  @PasswordField()
  password: string;

  @ApiPropertyOptional({ default: false })
  @Nullable(Boolean)
  @IsBoolean()
  allowOffer?: boolean | null;

  @ApiProperty({ description: 'must be true' })
  @Equals(true, { message: 'validation.termsRequired' })
  termsConditions: boolean;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'the token of a verified phone check (POST /jwt/register/otp), used once: the account stores its phone as verified. Required unless the deployment sets REGISTER_PHONE_OTP=off',
  })
  @Nullable()
  @IsUUID('all', { message: 'validation.uuid' })
  otpToken?: string | null;
}

/** Whether an e-mail (and username) may still register: asked before the phone code is sent. */
export class RegisterCheckDto {
  @EmailField()
  email: string;

  @Nullable()
  @UsernameField()
  username?: string | null;
}

/** Registration's phone check: a code to the phone the person is registering with. */
export class RegisterOtpDto {
  @ApiProperty({ example: '0812345678' })
  @IsThaiMobile()
  phone: string;
}

export class RegisterOtpVerifyDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.uuid' })
  token: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(/^\d{1,8}$/, { message: 'validation.otpCode' })
  code: string;
}

export class RefreshTokenDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  refreshToken: string;
}

export class ForgotPasswordDto {
  @EmailField()
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @PasswordField()
  password: string;
}

export class UpdateProfileDto {
  @Optional()
  @NameField()
  firstName?: string;

  @Nullable()
  @OptionalNameField()
  lastName?: string | null;

  @Optional()
  @EmailField()
  email?: string;

  @ApiPropertyOptional({ example: '0812345678' })
  @Nullable()
  @IsThaiMobile()
  phone?: string | null;

  @ApiPropertyOptional({ description: 'required to change the e-mail' })
  @Optional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  currentPassword: string;

  @PasswordField()
  newPassword: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  confirmPassword: string;
}
