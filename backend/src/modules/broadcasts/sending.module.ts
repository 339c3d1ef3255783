import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { BlacklistEntry } from '../blacklist/blacklist.entity.js';
import { CreditsModule } from '../credits/credits.module.js';
import { PeopleModule } from '../people/people.module.js';
import { SendersModule } from '../senders/senders.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { SendPlanner } from './send-planner.js';

/**
 * What both the API and the worker need to judge a send: the planner and the services it asks
 * (senders, templates, uploads, people, blacklist). No controllers.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BlacklistEntry]), SendersModule, TemplatesModule, UploadsModule, CreditsModule, PeopleModule],
  providers: [SendPlanner, provideTenantRepository(BlacklistEntry)],
  exports: [SendPlanner, CreditsModule],
})
export class SendingModule {}
