import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import type { CreditKind } from '../accounts/account.entity.js';
import type { CreditReason } from './credit-transaction.entity.js';

/**
 * The credits' SQL: an account's balance and totals (columns of `accounts`, changed only
 * here) and the ledger's rows. Each write takes the caller's transaction: the balance and its
 * ledger row commit together.
 */
@Injectable()
export class CreditsRepository {
  constructor(private readonly transactions: Transactions) {}

  /**
   * Takes credits in one statement that checks the balance and locks the row: concurrent
   * debits queue on the lock. The balance after, or null when it cannot pay.
   */
  async take(manager: EntityManager, accountId: string, credits: number): Promise<number | null> {
    const [row] = await returning<{ balance: string }>(
      manager,
      `UPDATE accounts SET credit_balance = credit_balance - $2 WHERE id = $1 AND credit_balance >= $2 RETURNING credit_balance AS balance`,
      [accountId, credits],
    );
    return row ? Number(row.balance) : null;
  }

  /** Gives credits; the balance after, or null when the account does not exist. */
  async give(manager: EntityManager, accountId: string, credits: number): Promise<number | null> {
    const [row] = await returning<{ balance: string }>(
      manager,
      `UPDATE accounts SET credit_balance = credit_balance + $2 WHERE id = $1 RETURNING credit_balance AS balance`,
      [accountId, credits],
    );
    return row ? Number(row.balance) : null;
  }

  /**
   * A ledger row. clock_timestamp(), not the column's default now(): now() is when the
   * transaction began, and a transaction that began first may take the balance's lock second,
   * so the ledger listed newest first would show an older balance on top. The balance row is
   * locked by now, so the clock orders entries as the balance changed.
   */
  async record(
    manager: EntityManager,
    entry: {
      accountId: string;
      delta: number;
      balanceAfter: number;
      reason: CreditReason;
      reference: string | null;
      createdBy: string | null;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO credit_transactions (account_id, delta, balance_after, reason, reference, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp())`,
      [entry.accountId, entry.delta, entry.balanceAfter, entry.reason, entry.reference, entry.createdBy],
    );
  }

  async balanceOf(
    accountId: string,
    manager: EntityManager = this.transactions.manager,
  ): Promise<{ balance: number; kind: CreditKind } | null> {
    const [row] = await manager.query<{ balance: string; kind: CreditKind }[]>(
      `SELECT credit_balance AS balance, credit_kind AS kind FROM accounts WHERE id = $1`,
      [accountId],
    );
    return row ? { balance: Number(row.balance), kind: row.kind } : null;
  }

  async totalsOf(accountId: string): Promise<{ balance: number; total: number; purchasedAt: Date | null } | null> {
    const [row] = await this.transactions.manager.query<{ balance: string; total: string; purchased_at: Date | null }[]>(
      `SELECT credit_balance AS balance, credit_total AS total, credit_purchased_at AS purchased_at FROM accounts WHERE id = $1`,
      [accountId],
    );
    return row ? { balance: Number(row.balance), total: Number(row.total), purchasedAt: row.purchased_at } : null;
  }

  async accountExists(manager: EntityManager, accountId: string): Promise<boolean> {
    return (await manager.query<unknown[]>(`SELECT 1 FROM accounts WHERE id = $1`, [accountId])).length > 0;
  }

  /** INV-<year in ICT>-<six digits>, from a sequence: never reused, even by a rolled-back top-up's neighbour. */
  async nextInvoiceNumber(manager: EntityManager): Promise<string> {
    const [{ invoice }] = await manager.query<{ invoice: string }[]>(
      `SELECT 'INV-' || to_char(now() AT TIME ZONE 'Asia/Bangkok', 'YYYY') || '-' || lpad(nextval('credit_invoice_seq')::text, 6, '0') AS invoice`,
    );
    return invoice;
  }

  /** A top-up's mark on the account: its lifetime total, the last purchase's time and kind. */
  async notePurchase(manager: EntityManager, accountId: string, credits: number, kind: CreditKind): Promise<void> {
    await manager.query(
      `UPDATE accounts SET credit_total = credit_total + $2, credit_purchased_at = now(), credit_kind = $3 WHERE id = $1`,
      [accountId, credits, kind],
    );
  }
}
