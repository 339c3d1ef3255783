import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { couponLink, couponLinkBase } from '../../common/coupons/coupon-message.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BlacklistService } from '../blacklist/blacklist.service.js';
import { DirectSendsService } from '../broadcasts/direct-sends.service.js';
import { systemContext } from '../system-context.js';
import type { PrizeSmsState } from './game-play.entity.js';
import { GamesRepository, PrizeNoLongerOwed } from './games.repository.js';

/** The coupon variables of the coupon's message; its other variables (a person's fields) are the send's to fill. */
const COUPON_VARIABLE = /\{\{\s*(couponCode|couponLink)\s*\}\}/g;

/** The coupon's message with the player's code and its page in place. */
export function prizeText(message: string, code: string, link: string): string {
  return message.replace(COUPON_VARIABLE, (_, name: string) => (name === 'couponCode' ? code : link));
}

/**
 * A coupon prize's SMS, through the messaging send path: the coupon's sender and message, a
 * transactional send (quiet hours do not hold a prize back), priced and paid like any send. The
 * play's transaction leaves it owed; the send's transaction marks it sent, so that it is sent
 * once however often this runs (after the play, and again by the sweep after a crash).
 */
@Injectable()
export class GamePrizes {
  private readonly logger = new Logger('GamePrizes');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: GamesRepository,
    private readonly sends: DirectSendsService,
    private readonly blacklist: BlacklistService,
  ) {}

  /** The page of a code given by a prize: `/c/<token>`, or the long form for a coupon with shortenUrl off. */
  couponUrl(couponId: string, given: { token: string; shortenUrl: boolean }): string {
    return couponLink(couponLinkBase(this.config.publicUrl, { id: couponId, shortenUrl: given.shortenUrl }), given.token);
  }

  /** Sends what the play's prize owes, if anything: the state it ends in, or null when nothing was owed. */
  async send(playId: string): Promise<PrizeSmsState | null> {
    const prize = await this.repository.owedPrize(playId);
    if (!prize) return null;
    const ctx = systemContext(prize.accountId);
    // A blacklisted player may play and win, and sees the code on the page, but gets no SMS.
    if ((await this.blacklist.blockedAmong(ctx, [prize.mobile])).size) {
      await this.repository.settlePrize(playId, 'blacklisted');
      return 'blacklisted';
    }
    const link = this.couponUrl(prize.couponId, prize);
    try {
      await this.sends.create(
        ctx,
        {
          senderName: prize.senderName ?? '',
          message: prizeText(prize.message, prize.code, link),
          recipients: [prize.mobile],
          kind: 'transactional',
          description: prize.gameName,
        },
        (manager, broadcastId) => this.repository.markPrizeSent(manager, playId, broadcastId),
      );
      return 'sent';
    } catch (error) {
      if (error instanceof PrizeNoLongerOwed) return null;
      // The account could not send it (no credit, its sender no longer approved): the player
      // keeps the code the page showed, and the play says the SMS failed.
      if (!(error instanceof HttpException)) throw error;
      this.logger.warn({ playId, answer: error.getResponse() }, 'a game prize SMS was refused');
      await this.repository.settlePrize(playId, 'failed');
      return 'failed';
    }
  }

  /** Sends the prizes still owed a minute after their play: those whose API process died first. */
  async sweep(now = new Date()): Promise<number> {
    let sent = 0;
    for (const playId of await this.repository.owedPrizesBefore(new Date(now.getTime() - 60_000), 500)) {
      if ((await this.send(playId)) === 'sent') sent += 1;
    }
    return sent;
  }
}
