import { ApiProperty, PartialType, PickType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { NameField, Nullable, Optional, ReadOnlyFields } from '../../../common/validation/fields.js';
import { BroadcastInputDto } from '../../broadcasts/dto/broadcast.dto.js';

/** The audience fields of a send, with the same rules: a campaign reaches its audience by sends. */
export const AUDIENCE_FIELDS = ['recipients', 'fileId', 'phoneColumn', 'variables', 'tagIds', 'groupIds', 'allPeople'] as const;

/** The coupons a campaign may carry at most (one SMS each per recipient). */
export const MAX_CAMPAIGN_COUPONS = 10;

const ICT_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ICT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The wizard's basic setting and coupons: when (ICT dates and times), the flags of the coupon
 * page, the audience (typed numbers, one imported file, or people by tag, group or all) and the
 * account's coupons each recipient receives.
 */
export class CampaignInputDto extends PickType(BroadcastInputDto, AUDIENCE_FIELDS) {
  @NameField(200)
  name: string;

  @Nullable()
  @IsString()
  @MaxLength(500, { message: 'validation.maxLength' })
  description?: string | null;

  @ApiProperty({ example: '2026-12-01', description: 'ICT' })
  @IsString()
  @Matches(ICT_DATE, { message: 'validation.date' })
  startDate: string;

  @ApiProperty({ example: '10:00', description: 'ICT, HH:mm' })
  @IsString()
  @Matches(ICT_TIME, { message: 'validation.time' })
  timeStart: string;

  @ApiProperty({ example: '2026-12-31', description: 'ICT' })
  @IsString()
  @Matches(ICT_DATE, { message: 'validation.date' })
  endDate: string;

  @ApiProperty({ example: '20:00', description: 'ICT, HH:mm' })
  @IsString()
  @Matches(ICT_TIME, { message: 'validation.time' })
  timeEnd: string;

  /** The coupon page asks for the customer's phone and checks it by OTP. */
  @Optional()
  @IsBoolean({ message: 'validation.boolean' })
  phoneNumber?: boolean;

  /** Redemption needs the business's staff (key verification). */
  @Optional()
  @IsBoolean({ message: 'validation.boolean' })
  keyVerifi?: boolean;

  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_CAMPAIGN_COUPONS })
  @IsArray({ message: 'validation.couponsRequired' })
  @ArrayMinSize(1, { message: 'validation.couponsRequired' })
  @ArrayMaxSize(MAX_CAMPAIGN_COUPONS, { message: 'validation.tooManyCoupons' })
  @IsUUID('all', { each: true, message: 'validation.uuid' })
  couponIds: string[];
}

/** A draft changed: the whole record as react-admin sends it back, its read-only fields dropped. */
@ReadOnlyFields('id', 'accountId', 'status', 'startAt', 'endAt', 'confirmedAt', 'createdAt', 'updatedAt', 'funnel', 'coupons')
export class UpdateCampaignDto extends PartialType(CampaignInputDto, { skipNullProperties: false }) {}
