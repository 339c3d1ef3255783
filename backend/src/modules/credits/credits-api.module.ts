import { Module } from '@nestjs/common';
import { CreditPurchasesController, CreditTransactionsController } from './credits.controller.js';
import { CreditsModule } from './credits.module.js';

/** The HTTP edge of credits: transaction history and top-ups. */
@Module({
  imports: [CreditsModule],
  controllers: [CreditTransactionsController, CreditPurchasesController],
})
export class CreditsApiModule {}
