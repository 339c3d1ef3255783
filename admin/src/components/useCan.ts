import { canAccessResource } from '@/providers/ability';
import { readAbilityRules, readUserData } from '@/providers/session';

/**
 * Whether the signed-in user's CASL rules allow an action on a resource, answered at once.
 *
 * The rules are stored locally, so our own components need no query. react-admin's
 * useCanAccess/<CanAccess> would run one per check, and a check whose component unmounts
 * before it settles (leaving Home quickly, say) leaves a pending entry under the very key that
 * <List> and <Show> consult before rendering, which keeps them on their loading screen.
 */
export const useCan = (action: string, resource: string): boolean => canAccessResource(readAbilityRules(), action, resource);

/**
 * Platform staff. An account admin's rules are `manage all` too, less the subjects a feature
 * keeps for staff (sender approval); what only staff may do (set an account's plan, decide
 * sender names across accounts) the API decides by role or staff-only subject, and so does the UI.
 */
export const useIsStaff = (): boolean => readUserData()?.role === 'staff';
