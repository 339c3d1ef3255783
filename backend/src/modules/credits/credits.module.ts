import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { CreditPurchase } from './credit-purchase.entity.js';
import { CreditTransaction } from './credit-transaction.entity.js';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';

/** The ledger service, for the API and the worker alike (no controllers). */
@Module({
  imports: [TypeOrmModule.forFeature([CreditTransaction, CreditPurchase])],
  providers: [
    CreditsService,
    CreditsRepository,
    provideTenantRepository(CreditTransaction),
    provideTenantRepository(CreditPurchase),
  ],
  exports: [CreditsService],
})
export class CreditsModule {}
