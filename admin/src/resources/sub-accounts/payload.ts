import { lowerCaseEmail, pickNullable, pickPresent } from '@/forms/payload';

type Values = Record<string, unknown>;

export const toSubAccountCreatePayload = (values: Values): Values =>
  pickPresent({ ...values, adminEmail: lowerCaseEmail(values.adminEmail) }, [
    'name',
    'plan',
    'adminFirstName',
    'adminLastName',
    'adminEmail',
    'adminPassword',
  ]);

export const toSubAccountUpdatePayload = (values: Values): Values => pickNullable(values, ['name', 'plan', 'status', 'inheritParentBlacklist']);
