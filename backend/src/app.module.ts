import { Module, type DynamicModule } from '@nestjs/common';
import { I18nModule } from './common/i18n/i18n.module.js';
import type { AppConfig } from './config/app-config.js';
import { CoreModule } from './core.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BlacklistApiModule } from './modules/blacklist/blacklist-api.module.js';
import { BroadcastsModule } from './modules/broadcasts/broadcasts.module.js';
import { ChannelsApiModule } from './modules/channels/channels-api.module.js';
import { CouponBooksApiModule } from './modules/coupon-books/coupon-books-api.module.js';
import { CouponsApiModule } from './modules/coupons/coupons-api.module.js';
import { CampaignsApiModule } from './modules/campaigns/campaigns-api.module.js';
import { RedemptionsApiModule } from './modules/redemptions/redemptions-api.module.js';
import { LandingPagesApiModule } from './modules/landing-pages/landing-pages-api.module.js';
import { CreditsApiModule } from './modules/credits/credits-api.module.js';
import { DashboardApiModule } from './modules/dashboard/dashboard-api.module.js';
import { UploadsApiModule } from './modules/uploads/uploads-api.module.js';
import { MessagesModule } from './modules/messages/messages.module.js';
import { GroupsApiModule } from './modules/groups/groups-api.module.js';
import { ImportsApiModule } from './modules/imports/imports-api.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { PeopleFieldsApiModule } from './modules/people-fields/people-fields-api.module.js';
import { PeopleApiModule } from './modules/people/people-api.module.js';
import { SendersApiModule } from './modules/senders/senders-api.module.js';
import { OtpAppsApiModule } from './modules/otp-apps/otp-apps-api.module.js';
import { ApiKeysApiModule } from './modules/api-keys/api-keys-api.module.js';
import { PublicApiModule } from './modules/public-api/public-api.module.js';
import { ReportsApiModule } from './modules/reports/reports-api.module.js';
import { OtpApiModule } from './modules/otp/otp-api.module.js';
import { TagsApiModule } from './modules/tags/tags-api.module.js';
import { TemplatesApiModule } from './modules/templates/templates-api.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { WebhooksApiModule } from './modules/webhooks/webhooks-api.module.js';

/** The HTTP API: the shared core plus the HTTP edge (controllers, guard, limiter, messages). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        I18nModule.forRoot(config),
        UsersModule,
        AccountsModule,
        AuthModule,
        HealthModule,
        SendersApiModule,
        OtpAppsApiModule,
        ApiKeysApiModule,
        PublicApiModule,
        OtpApiModule,
        TemplatesApiModule,
        CreditsApiModule,
        ChannelsApiModule,
        UploadsApiModule,
        PeopleApiModule,
        PeopleFieldsApiModule,
        TagsApiModule,
        GroupsApiModule,
        ImportsApiModule,
        ReportsApiModule,
        BlacklistApiModule,
        DashboardApiModule,
        CouponBooksApiModule,
        CouponsApiModule,
        CampaignsApiModule,
        RedemptionsApiModule,
        WebhooksApiModule,
        LandingPagesApiModule,
        BroadcastsModule,
        MessagesModule,
      ],
    };
  }
}
