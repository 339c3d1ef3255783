import type { IncomingMessage } from 'node:http';
import { jsonTooDeep } from './json-depth.js';

/**
 * body-parser's `verify` hook: runs on the raw body before JSON.parse, so a body nested
 * thousands of levels deep is a 400 instead of a stack overflow somewhere downstream.
 */
export function refuseDeepJson(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (jsonTooDeep(body.toString('utf8'))) {
    throw Object.assign(new Error('JSON body nested too deeply'), { status: 400, type: 'entity.too.deep' });
  }
}
