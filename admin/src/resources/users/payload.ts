import { lowerCaseEmail, pickNullable, pickPresent } from '@/forms/payload';
import { normalisePhone } from '@/forms/validators';

type Values = Record<string, unknown>;

const normalise = (values: Values): Values => ({
  ...values,
  email: lowerCaseEmail(values.email),
  phone: typeof values.phone === 'string' ? normalisePhone(values.phone) : values.phone,
});

/** POST /api/users: blank optional fields are left to the server's defaults. */
export const toUserCreatePayload = (values: Values): Values =>
  pickPresent(normalise(values), ['username', 'firstName', 'lastName', 'email', 'phone', 'role', 'status', 'password']);

/** PUT /api/users/:id: a cleared phone is sent as null; an empty password keeps the old one. */
export const toUserUpdatePayload = (values: Values): Values => {
  const normalised = normalise(values);
  return {
    ...pickNullable(normalised, ['username', 'firstName', 'lastName', 'email', 'phone', 'role', 'status']),
    ...pickPresent(normalised, ['password']),
  };
};
