import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';
import { ReportsModule } from './reports.module.js';

/** The HTTP edge of reports. */
@Module({ imports: [ReportsModule], controllers: [ReportsController] })
export class ReportsApiModule {}
