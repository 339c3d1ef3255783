import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';

/** A reward as a draw sees it. */
export interface DrawableReward {
  id: string;
  re_name: string;
  re_chance_rate: string;
  re_balance: number;
  start_date: Date | null;
  end_date: Date | null;
}

/** A play's row, as the play's transaction writes it. */
export interface PlayRow {
  accountId: string;
  gameId: string;
  mobile: string;
  playDay: string;
  result: string;
  rewardId: string | null;
  draw: number;
  clientAddress: string | null;
}

/**
 * Games' SQL: the locks and sums that keep a game's rewards within their odds and stock, and a
 * play's steps, each one statement that concurrent plays cannot get between.
 */
@Injectable()
export class GamesRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The game and account of a player page's code, whichever account owns it: the code is the key, by design. */
  async gameByCode(gameCode: string): Promise<{ id: string; accountId: string } | null> {
    const [row] = await this.transactions.manager.query<{ id: string; accountId: string }[]>(
      `SELECT id, account_id AS "accountId" FROM games WHERE game_code = $1`,
      [gameCode],
    );
    return row ?? null;
  }

  /**
   * The account's tag of this name, made when it has none (names are unique per account whatever
   * their case), in the caller's transaction: games of one name share their players' tag.
   */
  async tagNamed(manager: EntityManager, accountId: string, name: string): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO tags (account_id, name) VALUES ($1, $2)
       ON CONFLICT (account_id, lower(name::text)) DO UPDATE SET name = tags.name
       RETURNING id`,
      [accountId, name],
    );
    return row.id;
  }

  /**
   * Makes the phone a person of the account, when it is not one yet, carrying the game's tag:
   * later broadcasts to the tag reach the players.
   */
  async enrolPlayer(manager: EntityManager, accountId: string, mobile: string, tagId: string | null): Promise<void> {
    await manager.query(
      `INSERT INTO people (account_id, mobile, fields) VALUES ($1, $2, '{}') ON CONFLICT (account_id, mobile) DO NOTHING`,
      [accountId, mobile],
    );
    if (!tagId) return;
    await manager.query(
      `INSERT INTO person_tags (tag_id, person_id, account_id)
       SELECT $3, p.id, p.account_id FROM people p WHERE p.account_id = $1 AND p.mobile = $2
       ON CONFLICT DO NOTHING`,
      [accountId, mobile, tagId],
    );
  }

  /**
   * Takes the game's row for the rest of the transaction, so that two edits of its rewards
   * check their odds one after the other. False when the account has no such game.
   */
  async lockGame(manager: EntityManager, accountId: string, gameId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM games WHERE id = $1 AND account_id = $2 FOR UPDATE`, [
      gameId,
      accountId,
    ]);
    return rows.length > 0;
  }

  /** The odds of the game's active rewards added up, one reward left out (the one being edited). */
  async activeChanceSum(manager: EntityManager, gameId: string, exceptId: string | null): Promise<number> {
    const [row] = await manager.query<{ sum: string }[]>(
      `SELECT coalesce(sum(re_chance_rate), 0) AS sum FROM game_rewards
        WHERE game_id = $1 AND re_is_active AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [gameId, exceptId],
    );
    return Number(row.sum);
  }

  /**
   * Sets a reward's stock: what is left is the new stock less what was won, in one statement
   * so that a play winning at the same moment is counted. False when more were won already.
   */
  async setStock(manager: EntityManager, rewardId: string, qty: number): Promise<boolean> {
    const rows = await returning<{ id: string }>(
      manager,
      `UPDATE game_rewards SET re_qty = $2, re_balance = $2 - re_used, updated_at = now()
        WHERE id = $1 AND re_used <= $2 RETURNING id`,
      [rewardId, qty],
    );
    return rows.length > 0;
  }

  /**
   * Counts a play of the phone on the ICT day, unless it has had `replay` already: one
   * statement, so that concurrent plays of one phone never pass the limit. False at the limit.
   */
  async countPlay(manager: EntityManager, gameId: string, mobile: string, day: string, replay: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO game_play_days AS d (game_id, mobile, day, plays) VALUES ($1, $2, $3, 1)
       ON CONFLICT (game_id, mobile, day) DO UPDATE SET plays = d.plays + 1 WHERE d.plays < $4
       RETURNING plays`,
      [gameId, mobile, day, replay],
    );
    return rows.length > 0;
  }

  /** The game's active rewards, in the order their odds are laid end to end. */
  drawableRewards(manager: EntityManager, gameId: string): Promise<DrawableReward[]> {
    return manager.query<DrawableReward[]>(
      `SELECT id, re_name, re_chance_rate, re_balance, start_date, end_date FROM game_rewards
        WHERE game_id = $1 AND re_is_active ORDER BY created_at, id`,
      [gameId],
    );
  }

  /** Takes one of the reward's stock: false when none is left (a concurrent play took the last). */
  async takeOne(manager: EntityManager, rewardId: string): Promise<boolean> {
    const rows = await returning<{ id: string }>(
      manager,
      `UPDATE game_rewards SET re_balance = re_balance - 1, re_used = re_used + 1
        WHERE id = $1 AND re_balance > 0 RETURNING id`,
      [rewardId],
    );
    return rows.length > 0;
  }

  async recordPlay(manager: EntityManager, play: PlayRow): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO game_plays (account_id, game_id, mobile, play_day, result, reward_id, draw, client_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [play.accountId, play.gameId, play.mobile, play.playDay, play.result, play.rewardId, play.draw, play.clientAddress],
    );
    return row.id;
  }
}
