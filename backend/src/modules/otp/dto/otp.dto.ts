import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, Matches, MaxLength } from 'class-validator';

export class OtpRequestDto {
  @ApiProperty({ format: 'uuid', description: 'the OTP application (OTP configuration)' })
  @IsUUID('all', { message: 'validation.uuid' })
  appId: string;

  @ApiProperty({ example: '0812345678', description: 'Thai mobile in any usual writing (others if the app allows)' })
  @IsString()
  @MaxLength(20)
  mobile: string;
}

export class OtpTokenDto {
  @ApiProperty({ format: 'uuid', description: 'the token of the request' })
  @IsUUID('all', { message: 'validation.uuid' })
  token: string;
}

export class OtpCodeDto {
  @ApiProperty({ example: '123456', description: 'the digits the person typed' })
  @IsString()
  @Matches(/^\d{1,8}$/, { message: 'validation.otpCode' })
  code: string;
}

export class OtpVerifyDto extends OtpTokenDto {
  @ApiProperty({ example: '123456', description: 'the digits the person typed' })
  @IsString()
  @Matches(/^\d{1,8}$/, { message: 'validation.otpCode' })
  code: string;
}
