import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import type { BlacklistReason } from '../blacklist.entity.js';
import { BlacklistReasonProperty } from './blacklist.dto.js';

/** A number the account does not message. */
export class BlacklistResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: '+66812345678', description: 'E.164' }) mobile: string;
  @BlacklistReasonProperty() reason: BlacklistReason;
  @TextProperty({ nullable: true, example: 'Call centre request', description: 'where the entry came from' }) source:
    string | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}
