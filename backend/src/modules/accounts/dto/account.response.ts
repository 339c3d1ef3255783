import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { ACCOUNT_STATUSES, PLANS, type AccountStatus, type Plan } from '../account.entity.js';

// Named enums become shared schemas (Plan, AccountStatus) that the admin's generated types reuse.
export const PlanProperty = (options: { nullable?: boolean } = {}) => ApiProperty({ enum: PLANS, enumName: 'Plan', ...options });
export const AccountStatusProperty = () => ApiProperty({ enum: ACCOUNT_STATUSES, enumName: 'AccountStatus' });

/** A sub-account as its parent's lists and forms see it. */
export class SubAccountResponse {
  @IdProperty() id: string;
  @TextProperty({ example: 'Bangkok branch' }) name: string;
  @PlanProperty() plan: Plan;
  @AccountStatusProperty() status: AccountStatus;
  @IdProperty({ nullable: true }) parentId: string | null;
  @ApiProperty({ type: Number, example: 3 }) usersCount: number;
  @TextProperty({ nullable: true, description: 'e-mail of its first admin' }) adminEmail: string | null;
  @ApiProperty({ type: Boolean, description: "its sends also skip the numbers of the parent's blacklist" })
  inheritParentBlacklist: boolean;
  @TimestampProperty() createdAt: Date;
}

/** The acting account's settings page. */
export class AccountSettingsResponse {
  @IdProperty() id: string;
  @TextProperty() name: string;
  @PlanProperty() plan: Plan;
  @AccountStatusProperty() status: AccountStatus;
  @IdProperty({ nullable: true }) parentId: string | null;
  @ApiProperty({ type: Boolean }) isPlatform: boolean;
  @ApiProperty({ type: Boolean, description: "a sub-account's sends also skip its parent's blacklist (set by the parent)" })
  inheritParentBlacklist: boolean;
  @TextProperty({ example: 'Asia/Bangkok' }) timezone: string;
  @TextProperty({ nullable: true }) contactEmail: string | null;
  @TextProperty({ nullable: true, example: '+66812345678' }) contactPhone: string | null;
  @TextProperty({ nullable: true }) address: string | null;
  @TextProperty({ nullable: true, example: '0105555555555' }) taxId: string | null;
  @TimestampProperty() createdAt: Date;
}

/** An account the caller may switch to with `X-Account-Id`. */
export class SwitchableAccountResponse {
  @IdProperty() id: string;
  @TextProperty() name: string;
  @PlanProperty() plan: Plan;
  @IdProperty({ nullable: true }) parentId: string | null;
}

/** A plan as the pricing page lists it (amounts in THB). */
export class PlanResponse {
  @PlanProperty() id: Plan;
  @TextProperty({ example: 'Enterprise' }) title: string;
  @ApiProperty({ type: Number, example: 99 }) monthlyPrice: number;
  @ApiProperty({ type: Number, example: 960 }) yearlyPrice: number;
}
