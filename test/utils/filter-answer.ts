import type { ExceptionFilter } from '@nestjs/common';

/**
 * What an exception filter answers a caller of `language` for `exception`: its status and JSON
 * body, through a response that records them (the unit tests of the filters). With
 * `headersSent`, the response has already begun: nothing should be written (status 0, no body).
 */
export function filterAnswer(
  filter: ExceptionFilter,
  exception: unknown,
  language = 'en',
  headersSent = false,
): { status: number; body: Record<string, unknown> } {
  const out = { status: 0, body: undefined as unknown as Record<string, unknown> };
  const response = {
    headersSent,
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
