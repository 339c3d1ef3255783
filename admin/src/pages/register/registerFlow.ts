import { HttpError } from 'react-admin';
import type { RegistrationPayload } from '@/types';
import { lowerCaseEmail } from '@/forms/payload';
import { validationErrors, type FieldErrors } from '@/forms/serverErrors';
import { normalisePhone } from '@/forms/validators';

/**
 * The steps a registrant goes through before the account is created. Each step collects
 * fields; after the last one the account is created: the details, then the phone checked by a
 * code sent to it (the step gives the check's token).
 */
export const REGISTER_STEPS = ['details', 'phone'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

/** The step after this one, or null when the account is to be created. */
export const nextStep = (step: RegisterStep): RegisterStep | null => REGISTER_STEPS[REGISTER_STEPS.indexOf(step) + 1] ?? null;

export type RegistrationValues = Partial<Record<keyof RegistrationPayload, unknown>>;

export const toRegistrationPayload = (values: RegistrationValues): RegistrationPayload => ({
  businessName: String(values.businessName ?? '').trim(),
  firstName: String(values.firstName ?? '').trim(),
  lastName: String(values.lastName ?? '').trim(),
  email: String(lowerCaseEmail(values.email ?? '')),
  phone: normalisePhone(String(values.phone ?? '')),
  password: String(values.password ?? ''),
  allowOffer: values.allowOffer === true,
  termsConditions: values.termsConditions === true,
  ...(typeof values.otpToken === 'string' ? { otpToken: values.otpToken } : {}),
});

/**
 * Field errors of a failed registration: 422 carries translation keys, 409 the server's
 * messages. The form has no username (the server derives it from the e-mail), so a username
 * clash is shown under the e-mail.
 */
export const registrationErrors = (error: unknown): FieldErrors | null => {
  if (error instanceof HttpError && error.status === 409) {
    const clash = (error.body as { error?: { email?: string; username?: string } } | undefined)?.error;
    const message = clash?.email ?? clash?.username;
    return message ? { email: message } : null;
  }
  return validationErrors(error);
};
