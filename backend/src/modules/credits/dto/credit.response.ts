import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { CREDIT_KINDS, type CreditKind } from '../../accounts/account.entity.js';
import type { CreditPurchase } from '../credit-purchase.entity.js';
import { CREDIT_REASONS, type CreditReason, type CreditTransaction } from '../credit-transaction.entity.js';

export class CreditTransactionResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @ApiProperty({ type: 'integer', description: 'credits added (positive) or taken (negative)' }) delta: number;
  @ApiProperty({ type: 'integer' }) balanceAfter: number;
  @ApiProperty({ enum: CREDIT_REASONS }) reason: CreditReason;
  @TextProperty({ nullable: true, description: 'a purchase id, a send id' }) reference: string | null;
  @TimestampProperty() createdAt: Date;
}

export class CreditPurchaseResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @ApiProperty({ type: 'integer' }) credits: number;
  @ApiProperty({ type: Number, description: 'baht' }) amount: number;
  @ApiProperty({ enum: CREDIT_KINDS }) kind: CreditKind;
  @TextProperty({ example: 'INV-2026-000123' }) invoiceNumber: string;
  @TextProperty({ nullable: true }) note: string | null;
  @IdProperty() createdBy: string;
  @TimestampProperty() createdAt: Date;
  @ApiProperty({ type: 'integer', required: false, description: 'the account balance after this purchase (when just made)' })
  balanceAfter?: number;
}

export function creditTransactionView(row: CreditTransaction): CreditTransactionResponse {
  const { id, accountId, delta, balanceAfter, reason, reference, createdAt } = row;
  return { id, accountId, delta, balanceAfter, reason, reference, createdAt };
}

export function creditPurchaseView(row: CreditPurchase, balanceAfter?: number): CreditPurchaseResponse {
  const { id, accountId, credits, amount, kind, invoiceNumber, note, createdBy, createdAt } = row;
  return {
    id,
    accountId,
    credits,
    amount,
    kind,
    invoiceNumber,
    note,
    createdBy,
    createdAt,
    ...(balanceAfter === undefined ? {} : { balanceAfter }),
  };
}
