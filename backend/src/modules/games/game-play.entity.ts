import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { sqlList } from '../../database/sql-list.js';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';

/** What a play ended with; the refusals (replay limit, not started…) are answered, not recorded. */
export const PLAY_RESULTS = ['won', 'no_prize'] as const;
export type PlayResult = (typeof PLAY_RESULTS)[number];

/**
 * A coupon prize's SMS: owed (`pending`) from the play's transaction until the send that carries
 * it is written, which marks it `sent` in its own transaction (so it is written once); a
 * blacklisted player gets none; `failed` when the account could not send it (no credit, no
 * approved sender). Null: the play owes no SMS.
 */
export const PRIZE_SMS_STATES = ['pending', 'sent', 'blacklisted', 'failed'] as const;
export type PrizeSmsState = (typeof PRIZE_SMS_STATES)[number];

/** A play repeated with its Idempotency-Key: the second insert fails on this index. */
export const GAME_PLAY_IDEMPOTENCY_INDEX = 'uq_game_plays_idempotency';

/**
 * One play of a game, with what it takes to audit it: the phone, the time (created_at), the
 * reward or none, the random draw that chose it and the client's address. Its id is the
 * answer's `transactionId`.
 */
@Entity('game_plays')
@Check('game_plays_prize_sms_check', `prize_sms IN (${sqlList(PRIZE_SMS_STATES)})`)
@Index('idx_game_plays_game', ['gameId', 'createdAt', 'id'])
@Index(GAME_PLAY_IDEMPOTENCY_INDEX, ['gameId', 'mobile', 'idempotencyKey'], {
  unique: true,
  where: 'idempotency_key IS NOT NULL',
})
// The prizes whose SMS is still owed, for the sweep that sends them after a crash.
@Index('idx_game_plays_prize_pending', ['createdAt'], { where: "prize_sms = 'pending'" })
// The report table's search by number: a trigram GIN index, written by hand in the migration.
@Index('idx_game_plays_search_mobile', { synchronize: false })
export class GamePlay extends TenantEntity {
  @Column({ name: 'game_id', type: 'uuid' })
  @ForeignKey('games', { onDelete: 'CASCADE' })
  gameId: string;

  /** E.164, as every number is kept. */
  @Column({ type: 'varchar', length: 20 })
  mobile: string;

  /** The ICT day of the play, which the replay rule counts by. */
  @Column({ name: 'play_day', type: 'date' })
  playDay: string;

  @Column({ type: 'varchar', length: 12 })
  result: PlayResult;

  @Column({ name: 'reward_id', type: 'uuid', nullable: true })
  @ForeignKey('game_rewards', { onDelete: 'SET NULL' })
  rewardId: string | null;

  /** The draw, in hundredths of a percent (0 to 9,999): which band of the odds it fell in. */
  @Column({ type: 'integer' })
  draw: number;

  @Column({ name: 'client_address', type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  /** The coupon code a coupon prize gave the player (`/c/<token>`). */
  @Column({ name: 'coupon_code_id', type: 'uuid', nullable: true })
  @ForeignKey('coupon_codes', { onDelete: 'SET NULL' })
  couponCodeId: string | null;

  @Column({ name: 'prize_sms', type: 'varchar', length: 12, nullable: true })
  prizeSms: PrizeSmsState | null;

  /** The play's `Idempotency-Key`: a repeat by the same phone answers this play again. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey: string | null;

  /** The send that carried the prize's SMS. */
  @Column({ name: 'prize_broadcast_id', type: 'uuid', nullable: true })
  prizeBroadcastId: string | null;
}

/**
 * Plays per game, phone and ICT day: the replay rule's count, taken in one statement so that
 * concurrent plays of one phone never pass `gameReplay`.
 */
@Entity('game_play_days')
export class GamePlayDay {
  @PrimaryColumn({ name: 'game_id', type: 'uuid' })
  @ForeignKey('games', { onDelete: 'CASCADE' })
  gameId: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  mobile: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer' })
  plays: number;
}
