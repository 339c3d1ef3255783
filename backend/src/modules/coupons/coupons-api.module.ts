import { Module } from '@nestjs/common';
import { CouponsController } from './coupons.controller.js';
import { CouponsModule } from './coupons.module.js';

/** The HTTP edge of coupons. */
@Module({ imports: [CouponsModule], controllers: [CouponsController] })
export class CouponsApiModule {}
