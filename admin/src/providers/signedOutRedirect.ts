import { readSession } from './session';

// Routes a signed-out visitor may open; everything else lives behind the sign-in.
const PUBLIC_ROUTES = ['#/login', '#/register', '#/forgot-password', '#/reset-password'];

export function isPublicRoute(hash: string): boolean {
  return PUBLIC_ROUTES.some((route) => hash === route || hash.startsWith(`${route}?`) || hash.startsWith(`${route}/`));
}

/** A route of this console worth returning to after sign-in (never another site, never login). */
const isReturnableRoute = (route: string): boolean =>
  route.startsWith('/') && !route.startsWith('//') && route !== '/' && !isPublicRoute(`#${route}`);

/** The login route, carrying the route asked for (`#/login?next=/profile`) to return to it. */
export function loginHash(hash: string): string {
  const route = hash.replace(/^#/, '');
  return isReturnableRoute(route) ? `#/login?next=${encodeURIComponent(route)}` : '#/login';
}

/** The route the login page's `next` names, when it is one to return to. */
export function nextRoute(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  return next && isReturnableRoute(next) ? next : undefined;
}

/** The login page as an absolute address of this page, returning here after sign-in. */
export function loginAddress(): string {
  return `${window.location.origin}${window.location.pathname}${loginHash(window.location.hash)}`;
}

/**
 * Sends a signed-out visitor to the login page before react-admin mounts anything. Left to
 * react-admin, the protected tree mounts, every auth check in it fails and each failure
 * starts a logout and a redirect: the page stays busy for seconds before the login form
 * answers (react-admin issue #10885). Returns true when it redirected.
 */
export function redirectSignedOutVisitor(location: Location = window.location): boolean {
  if (readSession() || isPublicRoute(location.hash)) return false;
  location.replace(`${location.pathname}${location.search}${loginHash(location.hash)}`);
  return true;
}

/** After a logout: a fresh page on the login form, with nothing of the last user in memory. */
export function reloadOnLogin(location: Location = window.location): void {
  location.replace(`${location.origin}${location.pathname}#/login`);
  location.reload();
}
