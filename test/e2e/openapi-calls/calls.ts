import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';

export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * A module's calls for the OpenAPI test (test/e2e/openapi.e2e.test.ts): each of its routes
 * called once, as the account's owner, and the answer checked against the document. A module
 * keeps them in a file of its own here (`npm run new:module` writes one), which the test loads.
 */
export type OpenApiCalls = (context: {
  http: TestAgent;
  auth: Record<string, string>;
  expectDocumented: (method: Method, path: string, res: Response) => void;
}) => Promise<void>;

/** Every module's calls in this folder, by file name. */
export function moduleCalls(): [string, OpenApiCalls][] {
  return readdirSync(__dirname)
    .filter((file) => /\.ts$/.test(file) && file !== 'calls.ts')
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const loaded = require(join(__dirname, file)) as { default: OpenApiCalls };
      return [file.replace(/\.ts$/, ''), loaded.default];
    });
}
