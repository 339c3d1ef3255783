import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import type { OtpRequest } from '../otp-request.entity.js';
import { OTP_RESULTS, type OtpResult } from '../otp-results.js';

const LIST_STATUSES = ['pending', 'verified', 'locked', 'expired'] as const;

/** A row of the OTP list: the phone masked, never the code. */
export class OtpRequestResponse {
  @IdProperty({ description: 'the token' }) id: string;
  @IdProperty() accountId: string;
  @IdProperty() appId: string;
  @TextProperty({ nullable: true, example: 'Shop sign-in' }) appName: string | null;
  @TextProperty({ example: '+668•••••678', description: 'masked' }) mobile: string;
  @TextProperty({ example: 'AB-K7Q2XM' }) refCode: string;
  @ApiProperty({ enum: LIST_STATUSES, description: 'locked: too many wrong codes' }) status: (typeof LIST_STATUSES)[number];
  @ApiProperty({ type: 'integer', description: 'wrong codes tried' }) attempts: number;
  @ApiProperty({ type: 'integer' }) maxFail: number;
  @ApiProperty({ type: 'integer', description: 'messages sent: the request and its resends' }) sends: number;
  @TimestampProperty() expiresAt: Date;
  @TimestampProperty({ nullable: true }) verifiedAt: Date | null;
  @TimestampProperty() createdAt: Date;
}

export class OtpSummaryResponse {
  @ApiProperty({ type: 'integer', description: 'requests' }) requests: number;
  @ApiProperty({ type: 'integer', description: 'messages sent (requests and resends)' }) sent: number;
  @ApiProperty({ type: 'integer' }) verified: number;
  @ApiProperty({ description: 'verified requests per hundred requests', example: 87.5 }) conversionRate: number;
}

export class OtpTicketResponse {
  @IdProperty({ description: 'the token: give it back to resend or verify' }) token: string;
  @TextProperty({ example: 'AB-K7Q2XM', description: 'shown to the person beside the code field' }) refCode: string;
  @TimestampProperty() expiresAt: Date;
}

/** Test OTP's answer: the ticket with the id react-admin expects. */
export class TestOtpResponse extends OtpTicketResponse {
  @IdProperty() id: string;
}

export class OtpVerdictResponse {
  @ApiProperty({ enum: OTP_RESULTS, example: 'Success!' }) result: OtpResult;
  @ApiProperty({ type: 'integer', description: 'wrong codes still allowed' }) attemptsLeft: number;
}

/** `+66812345678` → `+668•••••678`: enough to tell numbers apart, not to read one. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 7) return '•'.repeat(mobile.length);
  return `${mobile.slice(0, 4)}${'•'.repeat(mobile.length - 7)}${mobile.slice(-3)}`;
}

export function otpRequestView(row: OtpRequest): OtpRequestResponse {
  const expired = row.status === 'pending' && row.expiresAt.getTime() <= Date.now();
  return {
    id: row.id,
    accountId: row.accountId,
    appId: row.appId,
    appName: row.app?.name ?? null,
    mobile: maskMobile(row.mobile),
    refCode: row.refCode,
    status: expired ? 'expired' : row.status,
    attempts: row.attempts,
    maxFail: row.maxFail,
    sends: row.sends,
    expiresAt: row.expiresAt,
    verifiedAt: row.verifiedAt,
    createdAt: row.createdAt,
  };
}
