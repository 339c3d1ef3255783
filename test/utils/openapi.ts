import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../../backend/src/app.module.js';
import { createOpenApiDocument } from '../../backend/src/common/http/openapi.js';
import { loadConfig } from '../../backend/src/config/app-config.js';

const ROOT = join(__dirname, '..', '..');
export const API_TYPES_FILE = join(ROOT, 'admin', 'src', 'api', 'schema.d.ts');
const OPENAPI_TYPESCRIPT = join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
const PRETTIER = join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
const HEADER = `// Generated from the API's OpenAPI document: run \`npm run api:types\` after changing a controller or DTO.
`;

/**
 * The document of every route, built in Nest's preview mode: modules and controllers are
 * scanned but no provider runs, so neither PostgreSQL nor Redis is needed.
 */
export async function previewOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_ROOT: ROOT,
    DATABASE_URL: 'postgres://unused.invalid/none',
    REDIS_URL: 'redis://unused.invalid',
    JWT_SECRET: 'x'.repeat(32),
  });
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false });
  try {
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

const run = (args: string[], input?: string) =>
  execFileSync(process.execPath, args, { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] });

/**
 * The admin's API types, formatted as the repository formats its code (so `npm run format`
 * leaves them alone). Both tools are ESM underneath, so they run as their own Node processes.
 */
export function apiTypesOf(document: OpenAPIObject): string {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const input = join(dir, 'openapi.json');
    writeFileSync(input, JSON.stringify(document));
    const types = run([OPENAPI_TYPESCRIPT, input, '--array-length']);
    return run([PRETTIER, '--stdin-filepath', API_TYPES_FILE], HEADER + types);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
