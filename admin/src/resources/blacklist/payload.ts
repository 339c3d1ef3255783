import { pickPresent } from '@/forms/payload';
import { normalisePhone } from '@/forms/validators';

type Values = Record<string, unknown>;

/**
 * POST /api/blacklist: the number without its spaces and dashes (the API stores it in E.164),
 * the reason, and the source when one is given.
 */
export const toBlacklistPayload = (values: Values): Values =>
  pickPresent({ ...values, mobile: typeof values.mobile === 'string' ? normalisePhone(values.mobile) : values.mobile }, [
    'mobile',
    'reason',
    'source',
  ]);
