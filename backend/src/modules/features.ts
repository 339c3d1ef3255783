import { accountsFeature } from './accounts/accounts.feature.js';
import { authFeature } from './auth/auth.feature.js';
import { sendersFeature } from './senders/senders.feature.js';
import { templatesFeature } from './templates/templates.feature.js';
import { usersFeature } from './users/users.feature.js';

/**
 * What each module declares about itself (entities, CASL subjects, role grants). Plain data,
 * loaded by the API, the worker and the command line alike; the API's Nest modules are listed
 * in modules/index.ts.
 */
export const FEATURES = [accountsFeature, usersFeature, authFeature, sendersFeature, templatesFeature] as const;
