import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Report } from './report.entity.js';
import { ReportRunner } from './report-runner.service.js';
import { ReportScheduler } from './report-scheduler.service.js';
import { reportsFeature } from './reports.feature.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/** Reports for the API (make, run now, download) and the worker (the runs and the schedules). */
@Module({
  imports: [TypeOrmModule.forFeature([...reportsFeature.entities])],
  providers: [ReportsService, ReportRunner, ReportScheduler, ReportsRepository, provideTenantRepository(Report)],
  exports: [ReportsService, ReportRunner, ReportScheduler],
})
export class ReportsModule {}
