import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { OTP_NOTIFY_TYPES, type OtpApp, type OtpNotifyType } from '../otp-app.entity.js';

export class OtpAppResponse {
  @IdProperty({ description: 'the appId of OTP requests' }) id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: 'Shop sign-in' }) name: string;
  @TextProperty({ example: 'MyShop' }) sender: string;
  @ApiProperty({ type: 'integer', example: 6 }) pinLength: number;
  @TextProperty({ nullable: true, example: 'AB' }) prefix: string | null;
  @ApiProperty({ type: 'integer', example: 300 }) expireSeconds: number;
  @ApiProperty({ type: 'integer', example: 5 }) maxFail: number;
  @TextProperty({ nullable: true, example: 'https://shop.example/otp/notify' }) notifyUrl: string | null;
  @ApiProperty({ enum: OTP_NOTIFY_TYPES }) notifyType: OtpNotifyType;
  @TextProperty({ nullable: true }) callbackData: string | null;
  @TextProperty({
    nullable: true,
    description: 'the key notifications are signed with (X-Engage-Signature); null for those who may not change the app',
  })
  notifySecret: string | null;
  @TextProperty({ example: 'Your MyShop code is {otp} (ref {ref}).' }) content: string;
  @ApiProperty() allowInternational: boolean;
  @ApiProperty({ type: 'integer' }) dailyCapPerPhone: number;
  @ApiProperty({ type: 'integer' }) dailyCap: number;
  @ApiProperty() enabled: boolean;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

/** `withSecret`: the caller may change the app (and so may see what signs its notifications). */
export function otpAppView(app: OtpApp, withSecret = false): OtpAppResponse {
  return {
    id: app.id,
    accountId: app.accountId,
    name: app.name,
    sender: app.senderName,
    pinLength: app.pinLength,
    prefix: app.prefix,
    expireSeconds: app.expireSeconds,
    maxFail: app.maxFail,
    notifyUrl: app.notifyUrl,
    notifyType: app.notifyType,
    callbackData: app.callbackData,
    notifySecret: withSecret ? app.notifySecret : null,
    content: app.content,
    allowInternational: app.allowInternational,
    dailyCapPerPhone: app.dailyCapPerPhone,
    dailyCap: app.dailyCap,
    enabled: app.enabled,
    createdAt: app.createdAt,
    updatedAt: app.updatedAt,
  };
}
