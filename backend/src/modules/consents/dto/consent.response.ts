import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { CONSENT_DECISIONS, CONSENT_PURPOSES, type ConsentDecision, type ConsentPurpose } from '../consent.entity.js';

/** One decision in the account's consent ledger. */
export class ConsentResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: '+66812345678', description: 'E.164' }) mobile: string;
  @IdProperty({ nullable: true, description: 'the account’s person with this number when the decision was made' })
  personId: string | null;
  @ApiProperty({ enum: CONSENT_PURPOSES, enumName: 'ConsentPurpose' }) purpose: ConsentPurpose;
  @ApiProperty({ enum: CONSENT_DECISIONS, enumName: 'ConsentDecision' }) decision: ConsentDecision;
  @TextProperty({ example: 'marketing-2026-12-03', description: 'the wording the person was shown' }) textVersion: string;
  @TextProperty({ example: 'sms-link th', description: 'where the decision came from' }) source: string;
  @TimestampProperty({ description: 'when the person decided' }) createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}
