import { ResetLinkMailer, type ResetLinkMessage } from '../../backend/src/modules/auth/reset-link.mailer.js';

/**
 * Catches the reset links the API would send, per test: the array is emptied before each
 * test and the real mailer comes back after it. Call inside a describe block.
 */
export function captureResetLinks(app: () => { get<T>(token: unknown): T }): ResetLinkMessage[] {
  const sent: ResetLinkMessage[] = [];
  beforeEach(() => {
    sent.length = 0;
    jest.spyOn(app().get<ResetLinkMailer>(ResetLinkMailer), 'send').mockImplementation(async (message) => {
      sent.push(message);
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return sent;
}

/** The token a reset link carries (`…/#/reset-password?token=…`). */
export const tokenOf = (message: ResetLinkMessage): string =>
  decodeURIComponent(new URL(message.link.replace('/#/', '/')).searchParams.get('token')!);
