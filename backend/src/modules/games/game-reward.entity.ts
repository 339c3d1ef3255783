import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { asNumber } from '../../database/column-transformers.js';

export const REWARD_NAME_MAX = 120;
/** 1: a coupon, whose codes are given out (reCampaignId); 2: a prize without a code ("thank you"). */
export const REWARD_TYPES = [1, 2] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/**
 * A reward of a game: its stock and its odds. `reBalance` and `reUsed` move only in a play's
 * transaction (never below zero, never more winners than stock) and always add up to `reQty`.
 */
@Entity('game_rewards')
@Index('idx_game_rewards_game', ['gameId', 'createdAt', 'id'])
@Check('game_rewards_stock_check', `"re_balance" >= 0 AND "re_used" >= 0 AND "re_balance" + "re_used" = "re_qty"`)
@Check('game_rewards_chance_check', `"re_chance_rate" >= 0 AND "re_chance_rate" <= 100`)
export class GameReward extends TenantEntity {
  @Column({ name: 'game_id', type: 'uuid' })
  @ForeignKey('games', { onDelete: 'CASCADE' })
  gameId: string;

  @Column({ name: 're_name', type: 'varchar', length: REWARD_NAME_MAX })
  reName: string;

  @Column({ name: 're_qty', type: 'integer' })
  reQty: number;

  @Column({ name: 're_balance', type: 'integer' })
  reBalance: number;

  @Column({ name: 're_used', type: 'integer', default: 0 })
  reUsed: number;

  @Column({ name: 're_type', type: 'smallint', default: 1 })
  reType: RewardType;

  /** For a coupon reward: the account's coupon whose codes are given out. */
  @Column({ name: 're_campaign_id', type: 'uuid', nullable: true })
  @ForeignKey('coupons', { onDelete: 'SET NULL' })
  reCampaignId: string | null;

  /** Percent, two decimals: the chance a play wins this reward. */
  @Column({ name: 're_chance_rate', type: 'numeric', precision: 5, scale: 2, transformer: asNumber })
  reChanceRate: number;

  @Column({ name: 're_is_active', type: 'boolean', default: true })
  reIsActive: boolean;

  /** Whether the prize is redeemed at the shop (its coupon's key verification). */
  @Column({ name: 're_is_redeem', type: 'boolean', default: false })
  reIsRedeem: boolean;

  /** The reward's own window within the game's, or null for the game's. */
  @Column({ name: 'start_date', type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Column({ name: 'image_display', type: 'uuid', nullable: true })
  @ForeignKey('images', { onDelete: 'SET NULL' })
  imageDisplay: string | null;

  @Column({ name: 'background_color', type: 'varchar', length: 30, nullable: true })
  backgroundColor: string | null;
}
