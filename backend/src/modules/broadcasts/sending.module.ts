import { Module } from '@nestjs/common';
import { BlacklistModule } from '../blacklist/blacklist.module.js';
import { ConsentsModule } from '../consents/consents.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { PeopleModule } from '../people/people.module.js';
import { SendersModule } from '../senders/senders.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { CodeReservations } from '../coupons/code-reservations.js';
import { CouponsModule } from '../coupons/coupons.module.js';
import { BroadcastsRepository } from './broadcasts.repository.js';
import { SendPlanner } from './send-planner.js';

/**
 * What both the API and the worker need to judge a send: the planner and the services it asks
 * (senders, templates, uploads, people, blacklist, consents), the codes a coupon send gives, and the
 * sends' repository (for the broadcasts module's services too). No controllers.
 */
@Module({
  imports: [BlacklistModule, ConsentsModule, SendersModule, TemplatesModule, UploadsModule, CreditsModule, PeopleModule, CouponsModule],
  providers: [SendPlanner, CodeReservations, BroadcastsRepository],
  exports: [SendPlanner, CodeReservations, BroadcastsRepository, CreditsModule, BlacklistModule],
})
export class SendingModule {}
