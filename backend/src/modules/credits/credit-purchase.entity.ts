import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { CREDIT_KINDS, type CreditKind } from '../accounts/account.entity.js';
import { asNumber } from '../../database/column-transformers.js';

/** A top-up by back-office staff and its invoice record. */
@Entity('credit_purchases')
@Check('credit_purchases_kind_check', `kind IN (${sqlList(CREDIT_KINDS)})`)
@Check('credit_purchases_amounts_check', 'credits > 0 AND amount >= 0')
@Index('uq_credit_purchases_invoice', ['invoiceNumber'], { unique: true })
export class CreditPurchase extends TenantEntity {
  @Column({ type: 'integer' })
  credits: number;

  /** Price paid, in baht. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: asNumber })
  amount: number;

  @Column({ type: 'varchar', length: 20 })
  kind: CreditKind;

  /** INV-<year>-<number>, from a sequence: unique and gap-tolerant. */
  @Column({ name: 'invoice_number', type: 'varchar', length: 30 })
  invoiceNumber: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;
}
