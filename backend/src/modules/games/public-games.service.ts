import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Messages, type Language } from '../../common/i18n/messages.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../database/transactions.js';
import { Jobs } from '../../queue/jobs.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { PhoneVerificationService } from '../otp/phone-verification.service.js';
import { systemContext } from '../system-context.js';
import type {
  GameVerifyConfirmDto,
  GameVerifyConfirmResponse,
  GameVerifyResponse,
  PlayGameDto,
  PlayGameResponse,
  PlayedGame,
  PublicGameResponse,
  PublicGameReward,
} from './dto/public-game.dto.js';
import { couponToken } from '../coupons/code-reservations.js';
import { CouponsRepository, type GivenCouponCode } from '../coupons/coupons.repository.js';
import { GamePrizes } from './game-prizes.js';
import { PlayTokens } from './play-tokens.js';
import { bandOf, ictDay, randomDraw, type PlayOutcome } from './game-draw.js';
import { GAME_PLAY_IDEMPOTENCY_INDEX } from './game-play.entity.js';
import { Game, gameStatusAt } from './game.entity.js';
import { GamesRepository, type DrawableReward, type PlayedBefore } from './games.repository.js';

const imageUrl = (id: string | null) => (id ? `/i/${id}` : null);

/** A reward as the player sees it: its look and its odds. */
const shownReward = (reward: DrawableReward): PublicGameReward => ({
  reId: reward.id,
  reName: reward.re_name,
  imageDisplay: imageUrl(reward.image_display),
  backgroundColor: reward.background_color,
  reChanceRate: Number(reward.re_chance_rate),
});

/** A play's answer before the game and its rewards are added to it. */
type PlayAnswer = Omit<PlayGameResponse, 'gameDetail' | 'rewards'>;

/** How each outcome is told: a win is a success, a play without a prize news, a refusal an error. */
const MESSAGE_TYPES: Record<PlayOutcome, PlayGameResponse['messageType']> = {
  won: 'success',
  no_prize: 'info',
  replay_limit: 'error',
  not_started: 'error',
  ended: 'error',
  paused: 'error',
  not_verified: 'error',
};

/**
 * The player's side of a game (`/api/public/games/<gameCode>`), signed out: the game's look and
 * odds, and the play, decided here in one transaction. The status and dates first, then the
 * replay rule, then the draw among the rewards that still have stock; the stock taken in one
 * statement, so that no more win than there is stock however many play at once.
 */
@Injectable()
export class PublicGamesService {
  private readonly logger = new Logger('PublicGamesService');
  private readonly tokens: PlayTokens;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectTenantRepository(Game) private readonly games: TenantRepository<Game>,
    private readonly repository: GamesRepository,
    private readonly transactions: Transactions,
    private readonly messages: Messages,
    private readonly phones: PhoneVerificationService,
    private readonly coupons: CouponsRepository,
    private readonly prizes: GamePrizes,
    private readonly jobs: Jobs,
  ) {
    this.tokens = new PlayTokens(config.channelSecretKey);
  }

  /** Sends the player a code (the game's OTP application, or the platform's game application), for a running phone game. */
  async verify(gameCode: string, dto: { phone: string }): Promise<GameVerifyResponse> {
    const game = await this.phoneGame(gameCode);
    const ticket = game.otpAppId
      ? await this.phones.startWith(game.accountId, game.otpAppId, dto.phone)
      : await this.phones.start('game', dto.phone);
    return { referenceCode: ticket.token, refCode: ticket.refCode, expiresAt: ticket.expiresAt };
  }

  /**
   * Checks the code and, once the phone is confirmed, gives the page a play token for this game
   * and phone. The check is used once: confirming it again gives no second token.
   */
  async confirm(gameCode: string, dto: GameVerifyConfirmDto): Promise<GameVerifyConfirmResponse> {
    const game = await this.phoneGame(gameCode);
    const mobile = normalizeThaiMobile(dto.phone);
    if (!mobile) throw new ValidationFailedException({ phone: 'validation.phone' });
    const verdict = game.otpAppId
      ? await this.phones.verifyWith(game.accountId, dto.referenceCode, dto.otp)
      : await this.phones.verify('game', dto.referenceCode, dto.otp);
    if (verdict.result !== 'Success!' && verdict.result !== 'Already Verified')
      return { result: verdict.result, playToken: null };
    if (game.otpAppId) await this.phones.consumeOf(game.otpAppId, dto.referenceCode, mobile);
    else await this.phones.consume('game', dto.referenceCode, mobile);
    return { result: verdict.result, playToken: this.tokens.issue(game.id, mobile) };
  }

  async game(gameCode: string): Promise<PublicGameResponse> {
    const game = await this.published(gameCode);
    return {
      ...this.detail(game, new Date()),
      gameStartDate: game.gameStartDate,
      gameEndDate: game.gameEndDate,
      verifyType: game.verifyType,
      condition: game.condition,
      themeBackground: game.themeBackground,
      backgroundColor: game.backgroundColor,
      backgroundType: game.backgroundType,
      buttonType: game.buttonType,
      btnBgColor: game.btnBgColor,
      wordBtn: game.wordBtn,
      fontColor: game.fontColor,
      wheelColor: game.wheelColor,
      scratchPercentage: game.scratchPercentage,
      logoImg: imageUrl(game.logoImg),
      btnImg: imageUrl(game.btnImg),
      scratchImg: imageUrl(game.scratchImg),
      backgroundImg: imageUrl(game.backgroundImg),
      rewards: await this.shownRewards(game),
    };
  }

  /**
   * A play, answered with the game as it found it and the rewards the wheel shows. With an
   * `Idempotency-Key`, a repeat by the same phone (a page that lost the answer and asked again)
   * answers the first play as it was decided, and plays nothing more.
   */
  async play(
    gameCode: string,
    dto: PlayGameDto,
    clientAddress: string | null,
    language: Language,
    idempotencyKey: string | null = null,
    now = new Date(),
  ): Promise<PlayGameResponse> {
    const game = await this.published(gameCode);
    const { answer, rewards } = await this.outcome(game, dto, clientAddress, language, idempotencyKey, now);
    return {
      ...answer,
      gameDetail: this.detail(game, now),
      rewards: rewards ? rewards.map(shownReward) : await this.shownRewards(game),
    };
  }

  /** What the play decided, with the rewards when the play's transaction read them. */
  private async outcome(
    game: Game,
    dto: PlayGameDto,
    clientAddress: string | null,
    language: Language,
    idempotencyKey: string | null,
    now: Date,
  ): Promise<{ answer: PlayAnswer; rewards?: DrawableReward[] }> {
    const refused = this.statusNow(game, now);
    if (refused) return { answer: this.answer(refused, language) };
    // A phone game is played with the token of its OTP check (verify, then verify/confirm).
    let mobile: string | null;
    if (game.verifyType === 'phone') {
      mobile = dto.playToken ? this.tokens.mobileOf(dto.playToken, game.id) : null;
      if (!mobile) return { answer: this.answer('not_verified', language) };
    } else {
      mobile = dto.phone ? normalizeThaiMobile(dto.phone) : null;
      if (!mobile) throw new ValidationFailedException({ phone: 'validation.phone' });
    }
    const before = idempotencyKey ? await this.repository.playByKey(game.id, mobile, idempotencyKey) : null;
    if (before) return { answer: this.again(before, language) };

    let decided: Awaited<ReturnType<PublicGamesService['decide']>>;
    try {
      decided = await this.decide(game, mobile, now, clientAddress, idempotencyKey);
    } catch (error) {
      // Two repeats in the same instant: the second insert fails on the key, and answers the first.
      const winner =
        idempotencyKey && isUniqueViolation(error, GAME_PLAY_IDEMPOTENCY_INDEX)
          ? await this.repository.playByKey(game.id, mobile, idempotencyKey)
          : null;
      if (!winner) throw error;
      return { answer: this.again(winner, language) };
    }
    const { rewards, played } = decided;
    if (!played) return { answer: this.answer('replay_limit', language), rewards };
    const { transactionId, won, coupon } = played;
    if (!won) return { answer: this.answer('no_prize', language, transactionId), rewards };
    const answer = this.answer('won', language, transactionId, { reId: won.id, reName: won.re_name });
    if (!coupon) return { answer, rewards };
    // The SMS goes out from the worker once the play has committed: a refused send never undoes
    // a prize, and the winner's answer does not wait for the send path (its credit lock, its
    // message rows). A job not queued (Redis away) is sent by the minute sweep.
    await this.jobs
      .enqueue('gamePrize', { playId: transactionId })
      .catch((error: unknown) => this.logger.error({ err: error, transactionId }, 'game prize SMS not queued'));
    return { answer: { ...answer, couponUrl: this.prizes.couponUrl(coupon.id, coupon.given) }, rewards };
  }

  /**
   * The play's transaction: the rewards read, the replay rule, the player enrolled, the draw, the
   * stock and a coupon code taken, the play and the dashboards' rollup written. No play at the
   * replay limit.
   */
  private decide(game: Game, player: string, now: Date, clientAddress: string | null, idempotencyKey: string | null) {
    return this.transactions.run(async (manager) => {
      const day = ictDay(now);
      const rewards = await this.repository.drawableRewards(manager, game.id);
      const counted = await this.repository.countPlay(manager, game.id, player, day, game.gameReplay);
      if (!counted) return { rewards, played: null };
      await this.repository.enrolPlayer(manager, game.accountId, player, game.tagId);
      const draw = randomDraw();
      const chosen = rewards.find(
        (reward) =>
          reward.id ===
          bandOf(
            draw,
            rewards.map((r) => ({ id: r.id, chance: Number(r.re_chance_rate) })),
          ),
      );
      // Out of stock or outside its dates, a reward's band wins nothing.
      const open = chosen && (!chosen.start_date || chosen.start_date <= now) && (!chosen.end_date || chosen.end_date > now);
      let won = open && chosen.re_balance > 0 && (await this.repository.takeOne(manager, chosen.id)) ? chosen : null;
      // A coupon prize is one of the coupon's codes, given to the phone now; a coupon with none
      // left (or no longer running) gives nothing, and the stock taken goes back.
      let given: GivenCouponCode | null = null;
      if (won?.re_type === 1 && won.re_campaign_id) {
        given = await this.coupons.giveCode(manager, {
          accountId: game.accountId,
          couponId: won.re_campaign_id,
          mobile: player,
          token: couponToken(),
        });
        if (!given) {
          await this.repository.giveBack(manager, won.id);
          won = null;
        }
      }
      const transactionId = await this.repository.recordPlay(manager, {
        accountId: game.accountId,
        gameId: game.id,
        mobile: player,
        playDay: day,
        result: won ? 'won' : 'no_prize',
        rewardId: won?.id ?? null,
        draw,
        clientAddress,
        couponCodeId: given?.id ?? null,
        prizeSms: given ? 'pending' : null,
        idempotencyKey,
        newPlayer: counted.newPlayer,
      });
      const coupon = given && won?.re_campaign_id ? { id: won.re_campaign_id, given } : null;
      return { rewards, played: { transactionId, won, coupon } };
    });
  }

  /** A play repeated with its key, answered as it was decided. */
  private again(before: PlayedBefore, language: Language): PlayAnswer {
    const reward = before.result === 'won' && before.rewardId ? { reId: before.rewardId, reName: before.reName ?? '' } : null;
    const answer = this.answer(before.result, language, before.id, reward);
    if (!before.couponId || !before.token) return answer;
    return {
      ...answer,
      couponUrl: this.prizes.couponUrl(before.couponId, { token: before.token, shortenUrl: before.shortenUrl ?? true }),
    };
  }

  /** A phone game that may be played now; otherwise a 404 (no such game, or one that checks no phone) or a 422 saying why not. */
  private async phoneGame(gameCode: string): Promise<Game> {
    const game = await this.published(gameCode);
    if (game.verifyType !== 'phone') throw new NotFoundException('errors.notFound');
    const refused = this.statusNow(game, new Date());
    if (refused) throw new ValidationFailedException({ gameCode: `games.play.${refused}` });
    return game;
  }

  /** A game players may see: any but a draft (not yet published), by its code. */
  private async published(gameCode: string): Promise<Game> {
    const found = /^[A-Za-z0-9_-]{12}$/.test(gameCode) ? await this.repository.gameByCode(gameCode) : null;
    const game = found ? await this.games.for(systemContext(found.accountId)).findById(found.id) : null;
    if (!game || game.gameStatus === 'draft') throw new NotFoundException('errors.notFound');
    return game;
  }

  /** Why the game may not be played now, or null when it may. */
  private statusNow(game: Game, now: Date): 'not_started' | 'ended' | 'paused' | null {
    const status = gameStatusAt(game, now);
    if (status === 'ended') return 'ended';
    if (now < game.gameStartDate) return 'not_started';
    return status === 'paused' ? 'paused' : null;
  }

  /** The game as the page shows it beside a play: its name, kind, status now and where it leads next. */
  private detail(game: Game, now: Date): PlayedGame {
    return {
      gameName: game.gameName,
      gameType: game.gameType,
      gameStatus: this.statusNow(game, now) ?? 'active',
      nextPageUrl: game.nextPageUrl,
    };
  }

  private async shownRewards(game: Game): Promise<PublicGameReward[]> {
    return (await this.repository.drawableRewards(this.transactions.manager, game.id)).map(shownReward);
  }

  private answer(
    result: PlayOutcome,
    language: Language,
    transactionId: string | null = null,
    reward: PlayGameResponse['reward'] = null,
  ): PlayAnswer {
    return {
      transactionId,
      result,
      reward,
      couponUrl: null,
      messageType: MESSAGE_TYPES[result],
      messageError: this.messages.t(`games.play.${result}`, language),
      isStopWheel: result === 'won' || result === 'no_prize',
    };
  }
}
