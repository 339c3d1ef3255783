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

/**
 * The `verify` hook of the JSON parser: refuses deep bodies and keeps the raw bytes on the
 * request (`rawBody`, Nest's name), which signed webhooks check their signature against.
 */
export function verifyJsonBody(req: IncomingMessage, res: unknown, body: Buffer): void {
  refuseDeepJson(req, res, body);
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
}
