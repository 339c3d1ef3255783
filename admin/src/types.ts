// Shapes of the API. Payloads are aliases of the types generated from the OpenAPI document
// (admin/src/api/schema.d.ts, `npm run api:types`), so a change in the API fails the type check here.
import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type Plan = Schemas['Plan'];
export const PLANS = ['basic', 'trials', 'enterprise'] as const satisfies readonly Plan[];

export type Role = Schemas['Role'];
export const ROLES = ['staff', 'admin', 'operator', 'viewer', 'client', 'verifier'] as const satisfies readonly Role[];

export type Status = Schemas['UserStatus'];
export const STATUSES = ['active', 'inactive'] as const satisfies readonly Status[];

/** An account is active or suspended by its parent or the platform. */
export type AccountStatus = Schemas['AccountStatus'];
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const satisfies readonly AccountStatus[];

/** Makes the named fields optional: ones the admin never reads and its fixtures leave out. */
type Loose<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

export type AbilityRule = Schemas['AbilityRuleResponse'];
export type AccountSummary = Schemas['AccountSummaryResponse'];
/** `roleId` and `permission` are the specification's names; the admin reads `role` and `ability`. */
export type UserData = Loose<Schemas['UserDataResponse'], 'roleId' | 'permission'>;
export type Session = Omit<Schemas['SessionResponse'], 'userData'> & { userData: UserData };
export type UserRecord = Loose<Schemas['UserResponse'], 'avatar'>;
export type SubAccountRecord = Schemas['SubAccountResponse'];
export type AccountSettings = Schemas['AccountSettingsResponse'];
export type Profile = Schemas['ProfileResponse'];
export type SwitchableAccount = Schemas['SwitchableAccountResponse'];

// What the admin's forms send; the forms' own shapes (every field present), not the API's.

export interface RegistrationPayload {
  /** What customers see on coupon and landing pages. */
  businessName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  allowOffer: boolean;
  termsConditions: boolean;
  /** The verified phone check (the register screen's phone step). */
  otpToken?: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

// A form payload missing a field the API requires fails the type check here.
type Fits<Dto, Payload extends Dto> = Payload;
export type RegistrationFitsApi = Fits<Schemas['RegisterDto'], RegistrationPayload>;
export type PasswordChangeFitsApi = Fits<Schemas['ChangePasswordDto'], PasswordChange>;
