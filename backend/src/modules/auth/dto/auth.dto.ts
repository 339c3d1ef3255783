import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField, NameField, PasswordField, UsernameField } from '../../../common/validation/fields.js';
import { IsThaiMobile } from '../../../common/validation/phone.js';

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
  @NameField()
  firstName: string;

  @NameField()
  lastName: string;

  @IsOptional()
  @UsernameField()
  username?: string;

  @EmailField()
  email: string;

  @ApiProperty({ example: '0812345678' })
  @IsThaiMobile()
  phone: string;

  @PasswordField()
  password: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  allowOffer?: boolean;

  @ApiProperty({ description: 'must be true' })
  @Equals(true, { message: 'validation.termsRequired' })
  termsConditions: boolean;
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
  @IsOptional()
  @NameField()
  firstName?: string;

  @IsOptional()
  @NameField()
  lastName?: string;

  @IsOptional()
  @EmailField()
  email?: string;

  @ApiPropertyOptional({ example: '0812345678' })
  @IsOptional()
  @IsThaiMobile()
  phone?: string;

  @ApiPropertyOptional({ description: 'required to change the e-mail' })
  @IsOptional()
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
