import { Module } from '@nestjs/common';
import { DashboardService } from './dashboard.service.js';
import { PlatformService } from './platform.service.js';

/** The home dashboard's figures, read from the messages module's daily rollup (message_stats), and the back office's. */
@Module({ providers: [DashboardService, PlatformService], exports: [DashboardService, PlatformService] })
export class DashboardModule {}
