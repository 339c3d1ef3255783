import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@/test/fakes';
import { saveSession } from './session';
import { isPublicRoute, loginHash, nextRoute, redirectSignedOutVisitor } from './signedOutRedirect';

const fakeLocation = (hash: string) =>
  ({ hash, pathname: '/', search: '', replace: vi.fn() }) as unknown as Location & { replace: ReturnType<typeof vi.fn> };

describe('redirectSignedOutVisitor', () => {
  it('sends a visitor without a session from a protected route to the login page', () => {
    const location = fakeLocation('#/users');
    expect(redirectSignedOutVisitor(location)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('/#/login?next=%2Fusers');
  });

  it('returns to the route asked for, and only to a route of this console', () => {
    expect(loginHash('#/profile')).toBe('#/login?next=%2Fprofile');
    expect(loginHash('#/users/abc?x=1')).toBe('#/login?next=%2Fusers%2Fabc%3Fx%3D1');
    expect(loginHash('#/')).toBe('#/login');
    expect(loginHash('#/login')).toBe('#/login');
    expect(nextRoute('?next=%2Fprofile')).toBe('/profile');
    for (const hostile of ['?next=https%3A%2F%2Fevil.example', '?next=%2F%2Fevil.example', '?next=%2Flogin', '?next=', '']) {
      expect(nextRoute(hostile)).toBeUndefined();
    }
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
