/** `verifier`: a business's counter staff, who may only look up and redeem coupon codes (key verification). */
export const ROLES = ['staff', 'admin', 'operator', 'viewer', 'client', 'verifier'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an account's admin may hand out; staff is given by staff only. */
export const ACCOUNT_ROLES: readonly Role[] = ['admin', 'operator', 'viewer', 'client', 'verifier'];

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
