import { Module } from '@nestjs/common';
import { BlacklistModule } from '../blacklist/blacklist.module.js';
import { ConsentsModule } from '../consents/consents.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { PeopleModule } from '../people/people.module.js';
import { SendersModule } from '../senders/senders.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { CodeReservations } from '../coupons/code-reservations.js';
import { SendPlanner } from './send-planner.js';

/**
 * What both the API and the worker need to judge a send: the planner and the services it asks
 * (senders, templates, uploads, people, blacklist, consents), and the codes a coupon send gives. No controllers.
 */
@Module({
  imports: [BlacklistModule, ConsentsModule, SendersModule, TemplatesModule, UploadsModule, CreditsModule, PeopleModule],
  providers: [SendPlanner, CodeReservations],
  exports: [SendPlanner, CodeReservations, CreditsModule, BlacklistModule],
})
export class SendingModule {}
