import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardModule } from './dashboard.module.js';
import { QueuesBoardAccess } from './queues-board.js';
import { QueuesSessionController } from './queues-session.controller.js';

/** The HTTP edge of the dashboard, and the queue board's way in (mounted by the app factory). */
@Module({
  imports: [DashboardModule],
  controllers: [DashboardController, QueuesSessionController],
  providers: [QueuesBoardAccess],
})
export class DashboardApiModule {}
