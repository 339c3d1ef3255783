import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CREDIT_KINDS, type CreditKind } from '../accounts/account.entity.js';
import { CreditPurchase } from './credit-purchase.entity.js';
import { CREDIT_REASONS, CreditTransaction, type CreditReason } from './credit-transaction.entity.js';
import type { CreditPurchaseDto } from './dto/credit-purchase.dto.js';
import { InsufficientCreditsException } from './insufficient-credits.exception.js';
import { Transactions } from '../../database/transactions.js';
import { CreditsRepository } from './credits.repository.js';

export type { CreditReason } from './credit-transaction.entity.js';

export interface LedgerEntry {
  reason: CreditReason;
  reference: string | null;
  createdBy?: string | null;
}

export const CREDIT_TRANSACTION_LIST: ListSpec = {
  resource: 'credit-transactions',
  sortable: { createdAt: 'entry.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: { kind: 'uuid', column: 'entry.id' },
    reason: { kind: 'equals', column: 'entry.reason', values: CREDIT_REASONS },
    reference: { kind: 'equals', column: 'entry.reference' },
    createdAt: { kind: 'range', column: 'entry.createdAt', type: 'date' },
  },
};

export const CREDIT_PURCHASE_LIST: ListSpec = {
  resource: 'credit-purchases',
  sortable: { createdAt: 'purchase.createdAt', credits: 'purchase.credits' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: { kind: 'uuid', column: 'purchase.id' },
    accountId: { kind: 'uuid', column: 'purchase.accountId' },
    kind: { kind: 'equals', column: 'purchase.kind', values: CREDIT_KINDS },
    createdAt: { kind: 'range', column: 'purchase.createdAt', type: 'date' },
  },
};

/**
 * Credits: a ledger per account. The balance on the account row changes only here, by one
 * UPDATE that checks it and locks the row, in the caller's transaction, together with the
 * ledger row that records the change: concurrent debits queue on the row lock, and one that
 * the balance cannot pay changes nothing.
 */
@Injectable()
export class CreditsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: CreditsRepository,
    @InjectTenantRepository(CreditTransaction) private readonly ledger: TenantRepository<CreditTransaction>,
    @InjectTenantRepository(CreditPurchase) private readonly purchases: TenantRepository<CreditPurchase>,
  ) {}

  /** Takes credits; throws InsufficientCreditsException when the balance cannot pay. Answers the balance after. */
  async debit(manager: EntityManager, accountId: string, credits: number, entry: LedgerEntry): Promise<number> {
    assertPositive(credits);
    const balance = await this.repository.take(manager, accountId, credits);
    if (balance === null) throw new InsufficientCreditsException(credits, (await this.balanceOf(accountId, manager)).balance);
    return this.record(manager, accountId, -credits, balance, entry);
  }

  /** Gives credits (a purchase, a refund). Answers the balance after. */
  async credit(manager: EntityManager, accountId: string, credits: number, entry: LedgerEntry): Promise<number> {
    assertPositive(credits);
    const balance = await this.repository.give(manager, accountId, credits);
    if (balance === null) throw new Error(`account ${accountId} does not exist`);
    return this.record(manager, accountId, credits, balance, entry);
  }

  async balanceOf(accountId: string, manager?: EntityManager): Promise<{ balance: number; kind: CreditKind }> {
    return (await this.repository.balanceOf(accountId, manager)) ?? { balance: 0, kind: 'standard' };
  }

  /** The profile's credit data, under the specification's names. */
  async summaryOf(accountId: string): Promise<{ creditBalance: number; creditTotle: number; creditDatePurc: Date | null }> {
    const totals = await this.repository.totalsOf(accountId);
    return { creditBalance: totals?.balance ?? 0, creditTotle: totals?.total ?? 0, creditDatePurc: totals?.purchasedAt ?? null };
  }

  /** A staff top-up: the purchase, the balance and the ledger in one transaction. */
  async purchase(ctx: RequestContext, dto: CreditPurchaseDto): Promise<{ purchase: CreditPurchase; balanceAfter: number }> {
    return this.transactions.run(async (manager) => {
      if (!(await this.repository.accountExists(manager, dto.accountId))) {
        throw new ValidationFailedException({ accountId: 'validation.unknownAccount' });
      }
      const invoice = await this.repository.nextInvoiceNumber(manager);
      const purchase = await this.purchases.for(ctx, 'withSubAccounts', manager).insert(
        {
          credits: dto.credits,
          amount: dto.amount,
          kind: dto.kind,
          note: dto.note ?? null,
          invoiceNumber: invoice,
          createdBy: ctx.userId,
        },
        dto.accountId,
      );
      await this.repository.notePurchase(manager, dto.accountId, dto.credits, dto.kind);
      const balanceAfter = await this.credit(manager, dto.accountId, dto.credits, {
        reason: 'purchase',
        reference: purchase.id,
        createdBy: ctx.userId,
      });
      return { purchase, balanceAfter };
    });
  }

  listTransactions(ctx: RequestContext, params: ListQueryParams): Promise<Page<CreditTransaction>> {
    return findPage(
      this.ledger.for(ctx).query('entry'),
      parseListQuery(params, CREDIT_TRANSACTION_LIST),
      CREDIT_TRANSACTION_LIST,
    );
  }

  getTransaction(ctx: RequestContext, id: string): Promise<CreditTransaction> {
    return this.ledger.for(ctx).getById(id);
  }

  /** Staff see every account's purchases; an account its own invoices. */
  listPurchases(ctx: RequestContext, params: ListQueryParams): Promise<Page<CreditPurchase>> {
    return findPage(
      this.purchases.for(ctx, 'withSubAccounts').query('purchase'),
      parseListQuery(params, CREDIT_PURCHASE_LIST),
      CREDIT_PURCHASE_LIST,
    );
  }

  getPurchase(ctx: RequestContext, id: string): Promise<CreditPurchase> {
    return this.purchases.for(ctx, 'withSubAccounts').getById(id);
  }

  private async record(
    manager: EntityManager,
    accountId: string,
    delta: number,
    balanceAfter: number,
    entry: LedgerEntry,
  ): Promise<number> {
    await this.repository.record(manager, { accountId, delta, balanceAfter, ...entry, createdBy: entry.createdBy ?? null });
    return balanceAfter;
  }
}

function assertPositive(credits: number): void {
  if (!Number.isSafeInteger(credits) || credits <= 0) throw new Error(`credits must be a positive whole number, got ${credits}`);
}
