import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@/test/fakes';
import { saveSession } from './session';
import { isPublicRoute, redirectSignedOutVisitor } from './signedOutRedirect';

const fakeLocation = (hash: string) =>
  ({ hash, pathname: '/', search: '', replace: vi.fn() }) as unknown as Location & { replace: ReturnType<typeof vi.fn> };

describe('redirectSignedOutVisitor', () => {
  it('sends a visitor without a session from a protected route to the login page', () => {
    const location = fakeLocation('#/users');
    expect(redirectSignedOutVisitor(location)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('/#/login');
  });

  it('leaves public routes and signed-in users alone', () => {
    for (const hash of ['#/login', '#/register', '#/reset-password?token=abc', '#/forgot-password']) {
      expect(redirectSignedOutVisitor(fakeLocation(hash))).toBe(false);
    }
    saveSession(fakeSession());
    expect(redirectSignedOutVisitor(fakeLocation('#/users'))).toBe(false);
  });

  it('knows which routes are public', () => {
    expect(isPublicRoute('#/register')).toBe(true);
    expect(isPublicRoute('#/registered-users')).toBe(false);
    expect(isPublicRoute('')).toBe(false);
  });
});
