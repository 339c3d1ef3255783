import { Module } from '@nestjs/common';
import { CouponsModule } from '../coupons/coupons.module.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';
import { PlatformService } from './platform.service.js';

/** The home dashboard's figures, read from the messages module's daily rollup (message_stats), and the back office's. */
@Module({
  imports: [CouponsModule],
  providers: [DashboardService, PlatformService, DashboardRepository],
  exports: [DashboardService, PlatformService],
})
export class DashboardModule {}
