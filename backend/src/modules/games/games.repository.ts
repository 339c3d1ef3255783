import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';

/** Games' SQL: the locks and sums that keep a game's rewards within their odds and stock. */
@Injectable()
export class GamesRepository {
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
}
