// npm run bench:public-page — the bytes the customer's coupon page (/c/<token>, /p/<id>) loads:
// the built admin/dist/public-page.html, every script and stylesheet it names (module preloads
// included) and every module those import, statically or dynamically (counted all, so a split
// cannot hide weight). Prints each file's raw and gzip (level 9, as the build's .gz) bytes and
// the total against the goal (≤ 80 kB gzip). Builds the admin first when no build exists.
// bench:coupons imports publicPageSize() to print the same figure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PUBLIC_PAGE_GOAL_BYTES = 80 * 1024;

// Attribute values of the tags that make the browser fetch code or styles.
const HTML_REFERENCES = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="(?:stylesheet|modulepreload)"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="(?:stylesheet|modulepreload)"/g,
];
// import x from "./a.js", import "./a.js", export … from "./a.js", import("./a.js"), and the
// dependency list Vite keeps for preloading beside dynamic imports ("assets/a.js").
const JS_REFERENCES = [/\b(?:import|from)\s*\(?\s*["'`]([^"'`]+\.(?:js|css))["'`]/g, /["'`]((?:\/)?assets\/[^"'`]+\.(?:js|css))["'`]/g];

/** Every file the page loads, with its raw and gzip size, from `dist` (admin/dist). */
export function publicPageSize(dist = join(root, 'admin', 'dist')) {
  const htmlFile = join(dist, 'public-page.html');
  const html = readFileSync(htmlFile, 'utf8');
  const files = [];
  const seen = new Set();
  const visit = (url, from) => {
    if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return;
    const path = url.startsWith('/') ? posix.normalize(url) : posix.join(posix.dirname(from), url);
    if (seen.has(path)) return;
    seen.add(path);
    const content = readFileSync(join(dist, path));
    files.push({ file: path, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length });
    if (path.endsWith('.js')) {
      const text = content.toString('utf8');
      for (const pattern of JS_REFERENCES) {
        for (const [, ref] of text.matchAll(pattern)) visit(ref.startsWith('assets/') ? `/${ref}` : ref, path);
      }
    }
  };
  for (const pattern of HTML_REFERENCES) for (const [, ref] of html.matchAll(pattern)) visit(ref, '/public-page.html');
  const page = readFileSync(htmlFile);
  const assets = { bytes: sum(files, 'bytes'), gzip: sum(files, 'gzip') };
  return {
    html: { file: '/public-page.html', bytes: page.length, gzip: gzipSync(page, { level: 9 }).length },
    files,
    total: assets,
    goal: PUBLIC_PAGE_GOAL_BYTES,
    withinGoal: assets.gzip <= PUBLIC_PAGE_GOAL_BYTES,
  };
}

const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The lines the benchmarks print. */
export function describePublicPageSize(size) {
  const width = Math.max(...size.files.map((row) => row.file.length), size.html.file.length);
  return [
    `public page: JS and CSS it loads, gzip (goal ≤ ${kb(size.goal)})`,
    ...size.files.map((row) => `  ${row.file.padEnd(width)}  ${kb(row.bytes).padStart(9)} raw  ${kb(row.gzip).padStart(8)} gzip`),
    `  ${'total JS + CSS'.padEnd(width)}  ${kb(size.total.bytes).padStart(9)} raw  ${kb(size.total.gzip).padStart(8)} gzip  ${size.withinGoal ? 'meets' : 'MISSES'} the goal`,
    `  ${size.html.file.padEnd(width)}  ${kb(size.html.bytes).padStart(9)} raw  ${kb(size.html.gzip).padStart(8)} gzip  (the HTML itself, not counted)`,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!existsSync(join(root, 'admin', 'dist', 'public-page.html'))) {
    console.log('no admin build: npm run build:admin');
    const built = spawnSync('npm', ['run', '--silent', 'build:admin'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  const size = publicPageSize();
  for (const line of describePublicPageSize(size)) console.log(line);
  process.exitCode = size.withinGoal ? 0 : 1;
}
