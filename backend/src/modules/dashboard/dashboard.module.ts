import { Module } from '@nestjs/common';
import { DashboardService } from './dashboard.service.js';

/** The home dashboard's figures, read from the messages module's daily rollup (message_stats). */
@Module({ providers: [DashboardService], exports: [DashboardService] })
export class DashboardModule {}
