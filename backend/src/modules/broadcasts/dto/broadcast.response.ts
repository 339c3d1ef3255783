import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { BROADCAST_STATUSES, type Broadcast, type BroadcastStatus } from '../broadcast.entity.js';
import { BROADCAST_KINDS, type BroadcastKind } from '../sending-rules.js';

const SMS_ENCODINGS = ['gsm7', 'ucs2', 'mixed'] as const;
const int = (description?: string) => ApiProperty({ type: 'integer', description });

export class MessageCountsResponse {
  @int() pending: number;
  @int('Send to operator') submitted: number;
  @int() delivered: number;
  @int() undelivered: number;
  @int() rejected: number;
  @int() expired: number;
}

export class BroadcastResponse {
  @IdProperty() id: string;
  @ApiProperty({ enum: BROADCAST_STATUSES }) status: BroadcastStatus;
  @ApiProperty({ enum: BROADCAST_KINDS }) kind: BroadcastKind;
  @TextProperty() senderName: string;
  @TextProperty() message: string;
  @IdProperty({ nullable: true }) templateId: string | null;
  @TextProperty({ nullable: true }) description: string | null;
  @IdProperty({ nullable: true }) fileId: string | null;
  @ApiProperty() unsubscribeLink: boolean;
  @ApiProperty() eConsent: boolean;
  @ApiProperty() consentedOnly: boolean;
  @TimestampProperty({ nullable: true }) scheduledAt: Date | null;
  @TimestampProperty({ nullable: true }) startedAt: Date | null;
  @TimestampProperty({ nullable: true }) completedAt: Date | null;
  @TimestampProperty() createdAt: Date;
  @int('valid recipients') recipients: number;
  @int() duplicate: number;
  @int() invalid: number;
  @int() blacklisted: number;
  @int('left out: not consented to marketing') notConsented: number;
  @int('credits reserved at confirmation') credits: number;
  @int('credits returned') refunded: number;
  @ApiProperty({ type: MessageCountsResponse }) counts: MessageCountsResponse;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'share of messages in a final state' }) progress: number;
}

export class BroadcastCreatedResponse {
  @IdProperty() id: string;
  @ApiProperty({ enum: BROADCAST_STATUSES }) status: BroadcastStatus;
}

export class PreviewMessageResponse {
  @TextProperty() mobile: string;
  @TextProperty() text: string;
  @int() parts: number;
  @ApiProperty({ enum: ['gsm7', 'ucs2'] }) encoding: string;
}

export class InvalidSampleResponse {
  @ApiProperty({ type: 'integer', nullable: true }) row: number | null;
  @TextProperty() value: string;
}

/** Blacklisted recipients by the list that holds them (a sub-account also obeys its parent's, docs/people.md). */
export class BlacklistedByResponse {
  @int("the account's own blacklist (also when the parent's holds the number too)") own: number;
  @int("the parent account's blacklist only") parent: number;
}

/** The analyze page's figures. */
export class AnalysisResponse {
  @int() valid: number;
  @int() duplicate: number;
  @int() invalid: number;
  @int() blacklisted: number;
  @ApiProperty({ type: BlacklistedByResponse }) blacklistedBy: BlacklistedByResponse;
  @int('left out: not consented to marketing') notConsented: number;
  @ApiProperty({ enum: SMS_ENCODINGS }) encoding: (typeof SMS_ENCODINGS)[number];
  @int('most parts of one message') parts: number;
  @int('parts of the whole send') totalParts: number;
  @int('most characters of one message') characters: number;
  @TextProperty({ nullable: true, description: 'the first character that made a message UCS-2' }) forcedBy: string | null;
  @int() credits: number;
  @int() balance: number;
  @int() balanceAfter: number;
  @ApiProperty({ type: [PreviewMessageResponse] }) preview: PreviewMessageResponse[];
  @ApiProperty({ type: [InvalidSampleResponse] }) invalidSamples: InvalidSampleResponse[];
  // Optional in the document: added after the rest, so clients that build these figures themselves go on compiling.
  @ApiProperty({
    type: 'integer',
    required: false,
    description: 'typed numbers that belong to people of the account, whose fields fill the variables',
  })
  matchedPeople: number;
  @ApiProperty({
    type: 'integer',
    required: false,
    description: 'recipients some variable of the message has no value for (left out when missingValues is leaveOut)',
  })
  lackingValues: number;
  @ApiProperty({ type: [String], required: false, description: 'the first 20 of those numbers (E.164)' }) lackingNumbers: string[];
}

export function broadcastView(row: Broadcast): BroadcastResponse {
  const counts = {
    pending: row.pending,
    submitted: row.submitted,
    delivered: row.delivered,
    undelivered: row.undelivered,
    rejected: row.rejected,
    expired: row.expired,
  };
  const final = counts.delivered + counts.undelivered + counts.rejected + counts.expired;
  const progress = row.status === 'completed' ? 100 : row.recipients > 0 ? Math.floor((final * 100) / row.recipients) : 0;
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    senderName: row.senderName,
    message: row.message,
    templateId: row.templateId,
    description: row.description,
    fileId: row.fileId,
    unsubscribeLink: row.unsubscribeLink,
    eConsent: row.eConsent,
    consentedOnly: row.consentedOnly,
    scheduledAt: row.scheduledAt,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    createdAt: row.createdAt,
    recipients: row.recipients,
    duplicate: row.duplicate,
    invalid: row.invalid,
    blacklisted: row.blacklisted,
    notConsented: row.notConsented,
    credits: row.credits,
    refunded: row.refunded,
    counts,
    progress: Math.min(100, progress),
  };
}
