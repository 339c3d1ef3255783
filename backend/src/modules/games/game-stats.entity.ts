import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** Rows per game and day that plays spread over: a popular game's plays would otherwise queue on one row lock. */
export const GAME_STATS_SLOTS = 8;

/**
 * Plays, new players and prizes per game and ICT day: what the game dashboards read instead of
 * counting plays. Each play adds to it in its own transaction, so the figures move exactly when
 * the play is written. Readers sum the slots.
 */
@Entity('game_stats')
// An account's games together (the dashboard list's totals).
@Index('idx_game_stats_account', ['accountId', 'gameId'])
export class GameStats {
  @PrimaryColumn({ name: 'game_id', type: 'uuid' })
  @ForeignKey('games', { onDelete: 'CASCADE' })
  gameId: string;

  /** ICT calendar day. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  /** One of GAME_STATS_SLOTS, taken at random by each play. */
  @PrimaryColumn({ type: 'smallint' })
  slot: number;

  @Column({ name: 'account_id', type: 'uuid' })
  @ForeignKey('accounts', { onDelete: 'CASCADE' })
  accountId: string;

  @Column({ type: 'integer', default: 0 })
  plays: number;

  /** Phones that played the game for the first time that day. */
  @Column({ type: 'integer', default: 0 })
  players: number;

  /** Plays that won a reward. */
  @Column({ type: 'integer', default: 0 })
  prizes: number;
}
