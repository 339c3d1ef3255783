import { Module } from '@nestjs/common';
import { PublicThrottleGuard } from '../../common/http/public-throttle.guard.js';
import { ConsentPageController } from './consent-page.controller.js';
import { ConsentsController } from './consents.controller.js';
import { ConsentsModule } from './consents.module.js';

/** The consent ledger's HTTP edge, and the public page of e-Consent links. */
@Module({ imports: [ConsentsModule], controllers: [ConsentsController, ConsentPageController], providers: [PublicThrottleGuard] })
export class ConsentsApiModule {}
