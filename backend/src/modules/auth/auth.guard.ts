import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { abilityFor, type Subject } from '../abilities.js';
import { type Action } from '../../common/auth/roles.js';
import { PUBLIC_ROUTE, REQUIRED_ABILITY, type RequestWithContext } from '../../common/auth/decorators.js';
import { SessionState, type AccountState, type UserState } from '../../common/auth/session-state.js';
import { pickLanguage } from '../../common/i18n/messages.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { TokenService } from './token.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Global guard: turns the bearer token into a RequestContext (user, acting account, scope,
 * ability) and checks the route's required ability. Guards run before pipes, so an
 * unauthenticated or unauthorised caller learns nothing from validation errors.
 *
 * The user, account and session state comes from SessionState in one Redis round trip: a token
 * whose version is behind the user's (password changed, signed out everywhere, deactivated,
 * suspended), whose session (refresh family) was signed out or never issued to its user, or
 * whose user or account is no longer active answers 401 on its next request.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly sessions: SessionState,
  ) {}

  async canActivate(host: ExecutionContext): Promise<boolean> {
    const targets = [host.getHandler(), host.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = host.switchToHttp().getRequest<RequestWithContext>();
    request.context = await this.contextOf(request);
    const required = this.reflector.getAllAndOverride<{ action: Action; subject: Subject }>(REQUIRED_ABILITY, targets);
    if (required && request.context.ability.cannot(required.action, required.subject)) {
      throw new ForbiddenException('errors.forbidden');
    }
    return true;
  }

  private async contextOf(request: RequestWithContext): Promise<RequestContext> {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw new UnauthorizedException('errors.unauthorized');
    const payload = this.tokens.verifyAccessToken(token);
    // Every access token is issued in a session; one naming none could not be signed out.
    if (typeof payload.fam !== 'string' || !UUID.test(payload.fam)) throw new UnauthorizedException('errors.unauthorized');
    const header = request.headers['x-account-id'];
    const requested = (Array.isArray(header) ? header[0] : header) || undefined;
    if (requested !== undefined && !UUID.test(requested)) throw accountUnavailable();
    const wanted = requested && requested !== payload.acc ? [payload.acc, requested] : [payload.acc];
    const { user, accounts, family } = await this.sessions.lookup(payload.sub, wanted, payload.fam);
    if (!user || user.status !== 'active' || user.version !== (payload.ver ?? 0)) throw new UnauthorizedException('errors.unauthorized');
    if (family?.userId !== payload.sub) throw new UnauthorizedException('errors.unauthorized');
    // The token's account is the user's home unless the user was moved since: look that one up.
    const home = accounts.has(user.accountId) ? accounts.get(user.accountId) : await this.sessions.account(user.accountId);
    if (!home || home.status !== 'active') throw new UnauthorizedException('errors.unauthorized');
    const acting = await this.actingAccount(user, home, requested, accounts);
    request.sessionFamilyId = payload.fam;
    return {
      userId: payload.sub,
      role: user.role,
      homeAccountId: home.id,
      accountId: acting.id,
      scopeAccountIds: user.role === 'staff' && acting.isPlatform ? null : [acting.id, ...acting.childIds],
      ability: abilityFor(user.role),
      language: pickLanguage(request.headers['accept-language']),
    };
  }

  /** Staff may act in any account, an admin in its sub-accounts, everyone in their own. */
  private async actingAccount(
    user: UserState,
    home: AccountState,
    requested: string | undefined,
    known: Map<string, AccountState | null>,
  ): Promise<AccountState> {
    if (!requested || requested === home.id) return home;
    const account = known.has(requested) ? known.get(requested) : await this.sessions.account(requested);
    if (!account) throw accountUnavailable();
    const allowed = user.role === 'staff' || (user.role === 'admin' && account.parentId === home.id);
    if (!allowed) throw accountUnavailable();
    return account;
  }
}

function accountUnavailable(): NotFoundException {
  return new NotFoundException('errors.accountUnavailable');
}
