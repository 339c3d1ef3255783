import { createApi, type Fetch } from './api';
import { mountCouponPage } from './coupon-page';
import { mountGamePage } from './game-page';
import { pickLanguage } from './i18n';
import { mountLandingPage } from './landing-page';
import { createShell, notFound, type LanguageRef } from './shell';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

/**
 * `/c/<token>` is a customer's coupon (`/coupon/<couponId>/<token>` its long form, for a coupon
 * with shortenUrl off), `/p/<id>` a landing page, `/g/<gameCode>` a game's player page; the API
 * serves this page on all of them.
 */
export function start(root: HTMLElement, location: Pick<Location, 'pathname' | 'search'>, fetchImpl: Fetch): Promise<void> {
  const language: LanguageRef = { current: pickLanguage(location.search, navigator.languages ?? [navigator.language]) };
  const api = createApi(fetchImpl, () => language.current);
  const long = /^\/coupon\/[^/]+\/([^/]+)\/?$/.exec(location.pathname);
  const [, kind, segment] = long ? [long[0], 'c', long[1]] : (/^\/([cpg])\/([^/]+)\/?$/.exec(location.pathname) ?? []);
  const value = segment ? decode(segment) : '';
  if (kind === 'c' && value) return mountCouponPage(root, { api, token: value, language });
  if (kind === 'p' && value) return mountLandingPage(root, { api, id: value, language });
  if (kind === 'g' && value) return mountGamePage(root, { api, gameCode: value, language });
  createShell(root, language, (t) => notFound(t, 'page')).update();
  return Promise.resolve();
}
