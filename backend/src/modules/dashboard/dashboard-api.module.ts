import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardModule } from './dashboard.module.js';

/** The HTTP edge of the dashboard. */
@Module({ imports: [DashboardModule], controllers: [DashboardController] })
export class DashboardApiModule {}
