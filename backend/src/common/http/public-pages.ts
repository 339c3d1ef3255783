import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built page of the customer's coupon, of landing pages and of games: one HTML for every token. */
export const PUBLIC_PAGE_FILE = 'public-page.html';

/**
 * `/c/<token>` (a customer's coupon), its long form `/coupon/<couponId>/<token>` (a coupon with
 * shortenUrl off), `/p/<id>` (a landing page) and `/g/<gameCode>` (a game's player page).
 */
export const PUBLIC_PAGE_PATH = /^\/(?:[cpg]\/[^/]+|coupon\/[^/]+\/[^/]+)\/?$/;

/**
 * The page's own scripts and styles only; images from anywhere over https, since a coupon's
 * image is an address its owner typed. Inline style stays allowed for the attributes of the
 * sanitised rich content (a condition, a landing page's detail).
 */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Answers the public bundle's HTML on the customer's paths; its script fetches the coupon, the
 * page or the game from /api/public. Revalidated on every load (the ETag makes that a 304) so a
 * release reaches phones at once; the hashed assets it names are served with the admin's.
 * Without a built page (no admin build, as in the API tests) the paths stay unanswered.
 */
export function servePublicPages(app: NestExpressApplication, adminDist: string): void {
  const file = join(adminDist, PUBLIC_PAGE_FILE);
  if (!existsSync(file)) return;
  const html = readFileSync(file);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PUBLIC_PAGE_PATH.test(req.path)) return next();
    res.setHeader('Content-Security-Policy', POLICY);
    res.setHeader('Cache-Control', 'no-cache');
    // The token is the key to the coupon: no Referer carries it to an image's host.
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.type('html').send(html);
  });
}
