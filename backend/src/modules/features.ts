import { accountsFeature } from './accounts/accounts.feature.js';
import { apiKeysFeature } from './api-keys/api-keys.feature.js';
import { authFeature } from './auth/auth.feature.js';
import { blacklistFeature } from './blacklist/blacklist.feature.js';
import { broadcastsFeature } from './broadcasts/broadcasts.feature.js';
import { channelsFeature } from './channels/channels.feature.js';
import { couponBooksFeature } from './coupon-books/coupon-books.feature.js';
import { consentsFeature } from './consents/consents.feature.js';
import { couponsFeature } from './coupons/coupons.feature.js';
import { campaignsFeature } from './campaigns/campaigns.feature.js';
import { landingPagesFeature } from './landing-pages/landing-pages.feature.js';
import { redemptionsFeature } from './redemptions/redemptions.feature.js';
import { webhooksFeature } from './webhooks/webhooks.feature.js';
import { creditsFeature } from './credits/credits.feature.js';
import { dashboardFeature } from './dashboard/dashboard.feature.js';
import { imagesFeature } from './images/images.feature.js';
import { importsFeature } from './imports/imports.feature.js';
import { messagesFeature } from './messages/messages.feature.js';
import { groupsFeature } from './groups/groups.feature.js';
import { otpAppsFeature } from './otp-apps/otp-apps.feature.js';
import { otpFeature } from './otp/otp.feature.js';
import { peopleFieldsFeature } from './people-fields/people-fields.feature.js';
import { peopleFeature } from './people/people.feature.js';
import { publicApiFeature } from './public-api/public-api.feature.js';
import { reportsFeature } from './reports/reports.feature.js';
import { uploadsFeature } from './uploads/uploads.feature.js';
import { sendersFeature } from './senders/senders.feature.js';
import { subAccountsFeature } from './sub-accounts/sub-accounts.feature.js';
import { tagsFeature } from './tags/tags.feature.js';
import { templatesFeature } from './templates/templates.feature.js';
import { usersFeature } from './users/users.feature.js';
import { gamesFeature } from './games/games.feature.js';

/**
 * What each module declares about itself (entities, CASL subjects, role grants). Plain data,
 * loaded by the API, the worker and the command line alike; `AppModule` imports the HTTP edge
 * each names (`api`), which the worker never loads.
 */
export const FEATURES = [
  accountsFeature,
  subAccountsFeature,
  usersFeature,
  authFeature,
  sendersFeature,
  templatesFeature,
  creditsFeature,
  channelsFeature,
  uploadsFeature,
  blacklistFeature,
  consentsFeature,
  broadcastsFeature,
  messagesFeature,
  otpAppsFeature,
  otpFeature,
  apiKeysFeature,
  publicApiFeature,
  peopleFeature,
  peopleFieldsFeature,
  tagsFeature,
  groupsFeature,
  importsFeature,
  reportsFeature,
  dashboardFeature,
  couponBooksFeature,
  couponsFeature,
  landingPagesFeature,
  imagesFeature,
  campaignsFeature,
  redemptionsFeature,
  webhooksFeature,
  gamesFeature,
] as const;
