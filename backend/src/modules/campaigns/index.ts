// The campaigns module's public face: what the worker (or any other process) may use of it.
// The campaign schedule the worker fires.
export { CampaignSchedule } from './campaign-schedule.js';
export { CampaignsModule } from './campaigns.module.js';
