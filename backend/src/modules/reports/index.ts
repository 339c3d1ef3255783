// The reports module's public face: what the worker (or any other process) may use of it.
// Making reports and firing scheduled ones.
export { ReportRunner } from './report-runner.service.js';
export { ReportScheduler } from './report-scheduler.service.js';
export { ReportsModule } from './reports.module.js';
