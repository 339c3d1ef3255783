import type { ExceptionFilter } from '@nestjs/common';

/**
 * What an exception filter answers a caller of `language` for `exception`: its status and JSON
 * body, through a response that records them (the unit tests of the filters).
 */
export function filterAnswer(
  filter: ExceptionFilter,
  exception: unknown,
  language = 'en',
): { status: number; body: Record<string, unknown> } {
  const out = { status: 0, body: {} as Record<string, unknown> };
  const response = {
    headersSent: false,
    status(code: number) {
      out.status = code;
      return this;
    },
    json(body: Record<string, unknown>) {
      out.body = body;
    },
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ headers: { 'accept-language': language } }), getResponse: () => response }),
  };
  filter.catch(exception, host as never);
  return out;
}
