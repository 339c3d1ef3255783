import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bull';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { createHmac, createSecretKey } from 'node:crypto';
import { SessionState } from '../../common/auth/session-state.js';
import { Messages, pickLanguage } from '../../common/i18n/messages.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { QUEUES } from '../../queue/queues.js';
import { authorize } from '../abilities.js';

/** Outside /api: the generated API suites and the OpenAPI document leave Bull Board's pages alone. */
export const QUEUES_BOARD_PATH = '/queues';
export const QUEUES_BOARD_COOKIE = 'engage_queues';
/** How long a board session lasts: long enough to work a backlog, short enough to lapse soon after. */
export const QUEUES_BOARD_TTL_SECONDS = 30 * 60;
// The token says what it is for: a board cookie is no access token, and an access token no board cookie.
const AUDIENCE = 'queues-board';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface BoardClaims {
  sub: string;
  role: 'staff';
  /** The user's token version when issued: signing out everywhere or a new password ends the board too. */
  ver: number;
}

/**
 * Staff's way into Bull Board. The board is opened by plain navigation, which carries no bearer
 * token, so the session route hands a short-lived signed cookie scoped to the board's path
 * instead. It is signed with a key derived from the JWT secret, not the secret itself: the
 * guard's verification of access tokens then refuses it, whatever claims it carries.
 */
@Injectable()
export class QueuesBoardAccess {
  private readonly jwt: JwtService;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionState,
  ) {
    const key = createHmac('sha256', config.jwt.secret).update('engage:queues-board').digest('hex');
    this.jwt = new JwtService({
      // A key object, not a string: see the note in auth.module.ts.
      secret: createSecretKey(Buffer.from(key)),
      signOptions: { algorithm: 'HS256', audience: AUDIENCE, expiresIn: QUEUES_BOARD_TTL_SECONDS },
      verifyOptions: { algorithms: ['HS256'], audience: AUDIENCE },
    });
  }

  /** Sets the board's cookie for a staff member; the guard checked the role, this checks again. */
  async open(ctx: RequestContext, res: Response): Promise<void> {
    authorize(ctx, 'read', 'Platform');
    const { user } = await this.sessions.lookup(ctx.userId, []);
    const claims: BoardClaims = { sub: ctx.userId, role: 'staff', ver: user?.version ?? 0 };
    res.cookie(QUEUES_BOARD_COOKIE, this.jwt.sign(claims), {
      httpOnly: true,
      secure: this.config.env === 'production',
      sameSite: 'strict',
      path: QUEUES_BOARD_PATH,
      maxAge: QUEUES_BOARD_TTL_SECONDS * 1000,
    });
  }

  /** Whether the cookie is ours, unexpired, and its user still an active staff member of an active account. */
  async admits(cookieHeader: string | undefined): Promise<boolean> {
    const token = cookieValue(cookieHeader, QUEUES_BOARD_COOKIE);
    if (!token) return false;
    let claims: Partial<BoardClaims>;
    try {
      claims = this.jwt.verify<BoardClaims>(token);
    } catch {
      return false;
    }
    if (claims.role !== 'staff' || typeof claims.sub !== 'string' || !UUID.test(claims.sub)) return false;
    // The guard's own cache: a demoted, deactivated or signed-out user loses the board at once.
    const { user } = await this.sessions.lookup(claims.sub, []);
    if (!user || user.status !== 'active' || user.role !== 'staff' || user.version !== claims.ver) return false;
    const home = await this.sessions.account(user.accountId);
    return home?.status === 'active';
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A small page for a browser that reached the board without a valid session. */
function refusal(messages: Messages, req: Request, res: Response, status: 401 | 503): void {
  const language = pickLanguage(req.headers['accept-language']);
  const t = (key: string) => escapeHtml(messages.t(`app.dashboard.queuesBoard.${key}`, language));
  const body = status === 401 ? t('signedOut') : t('unavailable');
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<title>${t('title')}</title></head><body><h1>${t('title')}</h1><p>${body}</p>` +
        `<p><a href="/">${t('backToConsole')}</a></p></body></html>`,
    );
}

/**
 * The board's own policy, replacing the app's for these paths only: its scripts, styles and
 * locale files are served from here; the web font its page asks Google for stays blocked (no
 * traffic off the site), and nothing may frame it.
 */
const boardPolicy = helmet.contentSecurityPolicy({
  useDefaults: true,
  directives: {
    'script-src': ["'self'"],
    // The board's React components set inline styles, as MUI does in the admin.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
  },
});

/**
 * Mounts Bull Board at /queues with every queue, read-write (staff retry and clean jobs there),
 * behind the board cookie. Plain Express in front of Nest's routes: neither the global guard
 * nor the OpenAPI document sees these paths.
 */
export function mountQueuesBoard(app: NestExpressApplication): void {
  const access = app.get(QueuesBoardAccess);
  const messages = app.get(Messages);
  const adapter = new ExpressAdapter().setBasePath(QUEUES_BOARD_PATH);
  createBullBoard({
    queues: Object.values(QUEUES).map((name) => new BullAdapter(app.get<Queue>(getQueueToken(name), { strict: false }))),
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: messages.t('app.dashboard.queuesBoard.title') } },
  });
  const board = adapter.getRouter() as { disable?: (setting: string) => unknown };
  // The board is an Express app of its own, which would announce itself again after helmet.
  board.disable?.('x-powered-by');
  app.use(
    QUEUES_BOARD_PATH,
    boardPolicy,
    (req: Request, res: Response, next: NextFunction) => {
      access.admits(req.headers.cookie).then(
        (admitted) => {
          if (!admitted) return refusal(messages, req, res, 401);
          // Job data is customers' data: no shared cache keeps a copy.
          if (!req.path.startsWith('/static/')) res.set('Cache-Control', 'private, no-store');
          next();
        },
        () => refusal(messages, req, res, 503),
      );
    },
    adapter.getRouter(),
  );
}
