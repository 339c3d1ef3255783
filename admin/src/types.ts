// Shapes of the API described in docs/accounts-and-auth.md.

export const PLANS = ['basic', 'trials', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const ROLES = ['staff', 'admin', 'operator', 'viewer', 'client'] as const;
export type Role = (typeof ROLES)[number];

export const STATUSES = ['active', 'inactive'] as const;
export type Status = (typeof STATUSES)[number];

/** An account is active or suspended by its parent or the platform. */
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export interface AbilityRule {
  action: string;
  subject: string;
}

export interface AccountSummary {
  id: string;
  name: string;
  plan: Plan;
  parentId: string | null;
  isPlatform?: boolean;
}

export interface UserData {
  id: string;
  username: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  role: Role;
  roleId?: number | string;
  permission?: unknown;
  status: Status;
  accountId: string;
  account: AccountSummary;
  ability: AbilityRule[];
}

export interface Session {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

export interface UserRecord {
  id: string;
  accountId: string;
  accountName: string;
  username: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string | null;
  role: Role;
  status: Status;
  plan: Plan;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface SubAccountRecord {
  id: string;
  name: string;
  plan: Plan;
  status: AccountStatus;
  parentId: string;
  usersCount: number;
  adminEmail: string | null;
  createdAt: string;
}

export interface AccountSettings {
  id: string;
  name: string;
  plan: Plan;
  status: AccountStatus;
  parentId: string | null;
  timezone: string;
  contactEmail: string | null;
  contactPhone: string | null;
  address: string | null;
  taxId: string | null;
  createdAt: string;
}

export interface Profile {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  role: Role;
}

export interface SwitchableAccount {
  id: string;
  name: string;
  plan: Plan;
  parentId: string | null;
}

export interface RegistrationPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  allowOffer: boolean;
  termsConditions: boolean;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
