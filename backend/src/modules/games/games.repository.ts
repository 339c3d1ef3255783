import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import type { PrizeSmsState } from './game-play.entity.js';
import { GAME_STATS_SLOTS } from './game-stats.entity.js';
import { ictDay } from './game-draw.js';

/** A reward as a draw sees it. */
export interface DrawableReward {
  id: string;
  re_name: string;
  re_chance_rate: string;
  re_balance: number;
  re_type: number;
  re_campaign_id: string | null;
  start_date: Date | null;
  end_date: Date | null;
  image_display: string | null;
  background_color: string | null;
}

/** The dashboard list's totals of an account's games. */
export interface GameTotals {
  totalGame: number;
  totalActive: number;
  totalPause: number;
  totalExpired: number;
  totalPlayer: number;
  totalReward: number;
  totalPlay: number;
  playerDetail: NewPlayers;
}

/** Phones that played one of the account's games for the first time, by ICT days ending today. */
export interface NewPlayers {
  today: number;
  last7Days: number;
  last30Days: number;
}

/** A game's ICT day in the rollup. */
export interface GameDay {
  day: string;
  plays: number;
  players: number;
  prizes: number;
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
  couponCodeId: string | null;
  prizeSms: PrizeSmsState | null;
  idempotencyKey: string | null;
  /** The phone's first play of the game: counted as a new player in the rollup. */
  newPlayer: boolean;
}

/** A play as its repeat answers it again. */
export interface PlayedBefore {
  id: string;
  result: 'won' | 'no_prize';
  rewardId: string | null;
  reName: string | null;
  couponId: string | null;
  token: string | null;
  shortenUrl: boolean | null;
}

/** Thrown in a prize's send when another run sent it first: the send rolls back. */
export class PrizeNoLongerOwed extends Error {
  constructor(playId: string) {
    super(`the prize SMS of play ${playId} is no longer owed`);
  }
}

/** A coupon prize whose SMS is owed: who gets it, and the coupon's SMS setting. */
export interface OwedPrize {
  playId: string;
  accountId: string;
  mobile: string;
  gameName: string;
  code: string;
  token: string;
  couponId: string;
  shortenUrl: boolean;
  senderName: string | null;
  message: string;
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
    // One statement: the person made when new (the CTE's row, which the same statement cannot
    // read back from the table) or found, then tagged.
    await manager.query(
      `WITH made AS (
         INSERT INTO people (account_id, mobile, fields) VALUES ($1, $2, '{}')
         ON CONFLICT (account_id, mobile) DO NOTHING RETURNING id),
       person AS (
         SELECT id FROM made UNION ALL
         SELECT id FROM people WHERE account_id = $1 AND mobile = $2 AND NOT EXISTS (SELECT 1 FROM made))
       INSERT INTO person_tags (tag_id, person_id, account_id)
       SELECT $3::uuid, id, $1 FROM person WHERE $3::uuid IS NOT NULL
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
   * statement, so that concurrent plays of one phone never pass the limit. Null at the limit;
   * otherwise whether this is the phone's first play of the game on any day (a new player).
   */
  async countPlay(
    manager: EntityManager,
    gameId: string,
    mobile: string,
    day: string,
    replay: number,
  ): Promise<{ newPlayer: boolean } | null> {
    const rows = await manager.query<{ newPlayer: boolean }[]>(
      `INSERT INTO game_play_days AS d (game_id, mobile, day, plays) VALUES ($1, $2, $3, 1)
       ON CONFLICT (game_id, mobile, day) DO UPDATE SET plays = d.plays + 1 WHERE d.plays < $4
       RETURNING plays = 1 AND NOT EXISTS (
         SELECT 1 FROM game_play_days o WHERE o.game_id = $1 AND o.mobile = $2 AND o.day <> $3) AS "newPlayer"`,
      [gameId, mobile, day, replay],
    );
    return rows[0] ?? null;
  }

  /** The account's games by what they are now (ended from the end date), with their players and prizes from the rollup (new players by recent ICT days too). */
  async accountTotals(accountId: string, now: Date): Promise<GameTotals> {
    const [row] = await this.transactions.manager.query<GameTotals[]>(
      `SELECT (SELECT count(*) FROM games WHERE account_id = $1)::int AS "totalGame",
              (SELECT count(*) FROM games WHERE account_id = $1 AND game_status = 'active' AND game_end_date > $2)::int AS "totalActive",
              (SELECT count(*) FROM games WHERE account_id = $1 AND game_status = 'paused' AND game_end_date > $2)::int AS "totalPause",
              (SELECT count(*) FROM games WHERE account_id = $1 AND game_end_date <= $2)::int AS "totalExpired",
              coalesce(sum(players), 0)::int AS "totalPlayer", coalesce(sum(prizes), 0)::int AS "totalReward",
              coalesce(sum(plays), 0)::int AS "totalPlay",
              json_build_object(
                'today', coalesce(sum(players) FILTER (WHERE day = $3::date), 0)::int,
                'last7Days', coalesce(sum(players) FILTER (WHERE day > $3::date - 7), 0)::int,
                'last30Days', coalesce(sum(players) FILTER (WHERE day > $3::date - 30), 0)::int) AS "playerDetail"
         FROM game_stats WHERE account_id = $1`,
      [accountId, now, ictDay(now)],
    );
    return row;
  }

  /** A game's plays, new players and prizes per ICT day from `from` to `to`, days without plays included as zeros. */
  playsByDay(gameId: string, from: string, to: string): Promise<GameDay[]> {
    return this.transactions.manager.query<GameDay[]>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(s.plays), 0)::int AS plays,
              coalesce(sum(s.players), 0)::int AS players, coalesce(sum(s.prizes), 0)::int AS prizes
         FROM generate_series($2::date, $3::date, interval '1 day') AS d(day)
         LEFT JOIN game_stats s ON s.game_id = $1 AND s.day = d.day::date
        GROUP BY d.day ORDER BY d.day`,
      [gameId, from, to],
    );
  }

  /** A game's plays, players and prizes in all. */
  async gameTotals(gameId: string): Promise<{ plays: number; players: number; prizes: number }> {
    const [row] = await this.transactions.manager.query<{ plays: number; players: number; prizes: number }[]>(
      `SELECT coalesce(sum(plays), 0)::int AS plays, coalesce(sum(players), 0)::int AS players,
              coalesce(sum(prizes), 0)::int AS prizes
         FROM game_stats WHERE game_id = $1`,
      [gameId],
    );
    return row;
  }

  /** The game's active rewards, in the order their odds are laid end to end (and the wheel shows them). */
  drawableRewards(manager: EntityManager, gameId: string): Promise<DrawableReward[]> {
    return manager.query<DrawableReward[]>(
      `SELECT id, re_name, re_chance_rate, re_balance, re_type, re_campaign_id, start_date, end_date, image_display,
              background_color
         FROM game_rewards
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

  /** Gives back what takeOne took, in the same transaction: the prize could not be given (its coupon has no code left). */
  async giveBack(manager: EntityManager, rewardId: string): Promise<void> {
    await manager.query(`UPDATE game_rewards SET re_balance = re_balance + 1, re_used = re_used - 1 WHERE id = $1`, [rewardId]);
  }

  /**
   * Writes the play and adds it to its game's day in the dashboards' rollup (a random slot of
   * GAME_STATS_SLOTS), in one statement of the play's transaction.
   */
  async recordPlay(manager: EntityManager, play: PlayRow): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `WITH play AS (
         INSERT INTO game_plays (account_id, game_id, mobile, play_day, result, reward_id, draw, client_address, coupon_code_id,
                                 prize_sms, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id),
       counted AS (
         INSERT INTO game_stats AS s (game_id, day, slot, account_id, plays, players, prizes)
         VALUES ($2, $4, $12, $1, 1, $13, CASE WHEN $5 = 'won' THEN 1 ELSE 0 END)
         ON CONFLICT (game_id, day, slot) DO UPDATE
           SET plays = s.plays + 1, players = s.players + EXCLUDED.players, prizes = s.prizes + EXCLUDED.prizes)
       SELECT id FROM play`,
      [
        play.accountId,
        play.gameId,
        play.mobile,
        play.playDay,
        play.result,
        play.rewardId,
        play.draw,
        play.clientAddress,
        play.couponCodeId,
        play.prizeSms,
        play.idempotencyKey,
        Math.floor(Math.random() * GAME_STATS_SLOTS),
        play.newPlayer ? 1 : 0,
      ],
    );
    return row.id;
  }

  /** The play this phone made with this Idempotency-Key, with its reward and code. */
  async playByKey(gameId: string, mobile: string, key: string): Promise<PlayedBefore | null> {
    const [row] = await this.transactions.manager.query<PlayedBefore[]>(
      `SELECT p.id, p.result, p.reward_id AS "rewardId", r.re_name AS "reName", cc.coupon_id AS "couponId", cc.token,
              cp.shorten_url AS "shortenUrl"
         FROM game_plays p LEFT JOIN game_rewards r ON r.id = p.reward_id
         LEFT JOIN coupon_codes cc ON cc.id = p.coupon_code_id LEFT JOIN coupons cp ON cp.id = cc.coupon_id
        WHERE p.game_id = $1 AND p.mobile = $2 AND p.idempotency_key = $3`,
      [gameId, mobile, key],
    );
    return row ?? null;
  }

  /** The prize of a play while its SMS is owed; null once sent, refused or never owed. */
  async owedPrize(playId: string): Promise<OwedPrize | null> {
    const [row] = await this.transactions.manager.query<OwedPrize[]>(
      `SELECT p.id AS "playId", p.account_id AS "accountId", p.mobile, g.game_name AS "gameName", cc.code, cc.token,
              cp.id AS "couponId", cp.shorten_url AS "shortenUrl", cp.sender_name AS "senderName", cp.message
         FROM game_plays p JOIN games g ON g.id = p.game_id
         JOIN coupon_codes cc ON cc.id = p.coupon_code_id JOIN coupons cp ON cp.id = cc.coupon_id
        WHERE p.id = $1 AND p.prize_sms = 'pending'`,
      [playId],
    );
    return row ?? null;
  }

  /**
   * Marks the prize's SMS sent by this send, in the send's transaction; throws when another run
   * marked it first, which rolls that send back: the player gets one SMS however often it runs.
   */
  async markPrizeSent(manager: EntityManager, playId: string, broadcastId: string): Promise<void> {
    const rows = await returning<{ id: string }>(
      manager,
      `UPDATE game_plays SET prize_sms = 'sent', prize_broadcast_id = $2, updated_at = now()
        WHERE id = $1 AND prize_sms = 'pending' RETURNING id`,
      [playId, broadcastId],
    );
    if (!rows.length) throw new PrizeNoLongerOwed(playId);
  }

  /** Settles an owed prize SMS without a send (blacklisted, or the account could not send it). */
  async settlePrize(playId: string, state: Exclude<PrizeSmsState, 'pending' | 'sent'>): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE game_plays SET prize_sms = $2, updated_at = now() WHERE id = $1 AND prize_sms = 'pending'`,
      [playId, state],
    );
  }

  /** Plays whose prize SMS has been owed since before `before`, oldest first: the sweep's work after a crash. */
  async owedPrizesBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.transactions.manager.query<{ id: string }[]>(
      `SELECT id FROM game_plays WHERE prize_sms = 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
    );
    return rows.map((row) => row.id);
  }
}
