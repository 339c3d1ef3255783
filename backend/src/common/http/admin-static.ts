import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname, join, sep } from 'node:path';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The icon keeps its name across releases; a day lets a new one show up soon enough.
const UNHASHED = 'public, max-age=86400';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Serves the built admin: hashed assets immutable for a year, in the brotli or gzip file the
 * build wrote beside each (no compression work per request), index.html revalidated on every
 * load so a release reaches browsers at once.
 */
export function serveAdmin(app: NestExpressApplication, adminDist: string): void {
  const precompressed = precompressedAssets(join(adminDist, 'assets'));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(HASHED_PREFIX)) return next();
    const encodings = precompressed.get(req.path.slice(HASHED_PREFIX.length));
    if (!encodings) return next();
    res.vary('Accept-Encoding');
    const encoding = ENCODINGS.find((candidate) => encodings.has(candidate.name) && req.acceptsEncodings(candidate.name));
    if (encoding) req.url = `${req.path}${encoding.suffix}`;
    next();
  });
  const assetsDir = join(adminDist, 'assets');
  app.useStaticAssets(adminDist, { index: 'index.html', setHeaders: (res, path) => assetHeaders(res, path, assetsDir) });
}

/** The asset file names that have a compressed sibling, with the encodings available. */
function precompressedAssets(assetsDir: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  if (!existsSync(assetsDir)) return found;
  for (const file of readdirSync(assetsDir)) {
    const encoding = ENCODINGS.find((candidate) => file.endsWith(candidate.suffix));
    if (!encoding) continue;
    const original = file.slice(0, -encoding.suffix.length);
    found.set(original, (found.get(original) ?? new Set()).add(encoding.name));
  }
  return found;
}

function assetHeaders(res: Response, path: string, assetsDir: string): void {
  const encoding = ENCODINGS.find((candidate) => path.endsWith(candidate.suffix));
  if (encoding) {
    // Runs before send() picks a type from the extension, so the original file's type stands.
    const original = path.slice(0, -encoding.suffix.length);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Content-Type', CONTENT_TYPES[extname(original)] ?? 'application/octet-stream');
  }
  if (path.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
  else if (path.startsWith(assetsDir + sep)) res.setHeader('Cache-Control', IMMUTABLE);
  else res.setHeader('Cache-Control', UNHASHED);
}
