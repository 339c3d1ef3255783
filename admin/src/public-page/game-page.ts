import { formatDate } from '@/i18n/formatDate';
import { ApiError, playOnce, type Api, type GameView, type PlayAnswer, type PlayResult, type RetryOptions } from './api';
import { h } from './dom';
import { createScratchCard, type ScratchCard } from './scratch-card';
import { codeField, createShell, fetchLoaded, loadedBody, mobileField, sanitisedHtml, type LanguageRef, type Loaded, type T } from './shell';
import { createWheel, wheelSegments, type Wheel } from './wheel';

type Load = Loaded<GameView>;

/**
 * Where the player is: typing the phone (a `none` game plays from there), the code of a phone
 * game, ready to play with a confirmed phone, scratching the card of an answer, or done.
 */
type Flow =
  | { kind: 'phone' }
  | { kind: 'code'; referenceCode: string; refCode: string }
  | { kind: 'ready' }
  | { kind: 'scratch'; answer: PlayAnswer }
  | { kind: 'done'; answer: PlayAnswer };

export interface GamePageOptions {
  api: Api;
  gameCode: string;
  language: LanguageRef;
  /** How long the wheel turns, in ms (the tests turn it at once). */
  spinMs?: number;
  retry?: RetryOptions;
}

const RESULTS: readonly PlayResult[] = ['won', 'no_prize', 'replay_limit', 'not_started', 'ended', 'paused', 'not_verified'];
const isResult = (value: string | undefined): value is PlayResult => RESULTS.includes(value as PlayResult);

/** The game's own default word on its button: what a business that typed nothing gets. */
const DEFAULT_WORD = 'PLAY';

/** Dark words on a light button, white on the rest (a colour written other than in hex counts as dark). */
function wordsOn(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex && color.trim().toLowerCase() !== 'white') return '#ffffff';
  const full = hex ? (hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex) : 'ffffff';
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255);
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 0.6 ? '#1d2433' : '#ffffff';
}

/** Only a page of this site or of the web: a link the server sent is never a script. */
const safeLink = (url: string | null) => {
  if (!url) return null;
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol) ? url : null;
  } catch {
    return null;
  }
};

/**
 * A game's player page (`/g/<gameCode>`): the game's look, its rewards and their odds, its
 * condition; the phone (checked by OTP for a `phone` game), then the play. The server decides
 * the play; the wheel only turns to the segment the answer named, the scratch card only hides it.
 */
export function mountGamePage(
  root: HTMLElement,
  { api, gameCode, language, spinMs = defaultSpin(), retry }: GamePageOptions,
): Promise<void> {
  let load: Load = { kind: 'loading' };
  let flow: Flow = { kind: 'phone' };
  let phone = '';
  let code = '';
  let playToken: string | undefined;
  let error: string | undefined;
  let busy = false;
  // The board outlives every render: the wheel's turn and the card's scratches stay as they are.
  const board = h('div', { class: 'game-board' });
  let wheel: Wheel | null = null;
  let card: ScratchCard | null = null;
  let drawnIn: string | null = null;

  const shell = createShell(root, language, (t) => loadedBody(t, load, 'game', () => void fetchGame(), (view) => gameBody(t, view)));

  async function fetchGame(): Promise<void> {
    load = { kind: 'loading' };
    shell.update();
    load = await fetchLoaded(() => api.game(gameCode));
    if (load.kind === 'ready') document.title = load.view.gameName;
    shell.update();
  }

  /** Runs one server step with the buttons disabled, then draws the outcome. */
  async function run(work: (view: GameView) => Promise<void>): Promise<void> {
    if (busy || load.kind !== 'ready') return;
    busy = true;
    error = undefined;
    shell.update();
    try {
      await work(load.view);
    } catch (failure) {
      // The game was unpublished or deleted meanwhile: its page is gone.
      if (failure instanceof ApiError && failure.status === 404) load = { kind: 'not_found' };
      else error = explain(shell.t, failure);
    } finally {
      busy = false;
      shell.update();
    }
  }

  function explain(t: T, failure: unknown): string {
    if (!(failure instanceof ApiError)) return t('game.error.network');
    if (failure.status === 429) return t('game.error.tooMany');
    const fields = failure.body.errors ?? {};
    if (fields.phone) return t('game.error.phone');
    if (fields.otpToken) return t('game.phone.sendAgain');
    // A phone check asked of a game that stopped meanwhile: why, as a play would say it.
    const refused = /^games\.play\.(\w+)$/.exec(fields.gameCode ?? '')?.[1];
    if (isResult(refused) && load.kind === 'ready') return resultText(t, refused, load.view, null);
    return (failure.status < 500 && failure.body.message) || t('game.error.network');
  }

  const sendCode = () =>
    run(async () => {
      const answer = await api.verifyGamePhone(gameCode, phone.trim());
      flow = { kind: 'code', referenceCode: answer.referenceCode, refCode: answer.refCode };
      code = '';
    });

  const confirmCode = () =>
    run(async () => {
      if (flow.kind !== 'code') return;
      const t = shell.t;
      const answer = await api.confirmGamePhone(gameCode, {
        phone: phone.trim(),
        referenceCode: flow.referenceCode,
        otp: code.trim(),
      });
      if (answer.playToken) {
        playToken = answer.playToken;
        flow = { kind: 'ready' };
      } else if (answer.result === 'Verify Fail') error = t('game.phone.wrongCode');
      else if (answer.result === 'Over Limit Usage') error = t('phone.tooManyTries');
      else if (answer.result === 'OTP Code Expired') error = t('phone.codeExpired');
      else error = t('phone.failed');
    });

  const play = () =>
    run(async (view) => {
      const player = view.verifyType === 'phone' ? { playToken: playToken ?? '' } : { phone: phone.trim() };
      // A dropped answer is asked again with the same key: the server answers the play it decided.
      const answer = await playOnce(api, gameCode, player, retry);
      if (answer.result === 'not_verified') {
        // The check lapsed (a token is good for 30 minutes): check the phone again.
        playToken = undefined;
        flow = { kind: 'phone' };
        error = resultText(shell.t, answer.result, view, answer);
        return;
      }
      if (!answer.isStopWheel) {
        flow = { kind: 'done', answer };
        return;
      }
      if (view.gameType === 'scratch') {
        flow = { kind: 'scratch', answer };
        card?.enable();
        return;
      }
      const reward = answer.reward;
      if (reward && !view.rewards.some((shown) => shown.reId === reward.reId)) {
        // A reward made active after the page loaded: on the wheel too, so that it can stop there.
        view.rewards = [
          ...view.rewards,
          { reId: reward.reId, reName: reward.reName, imageDisplay: null, backgroundColor: null, reChanceRate: 0 },
        ];
        drawnIn = null;
        shell.update();
      }
      await wheel?.spin(reward?.reId ?? null, spinMs);
      flow = { kind: 'done', answer };
    });

  const playAgain = () => {
    flow = playToken ? { kind: 'ready' } : { kind: 'phone' };
    error = undefined;
    card?.destroy();
    card = null;
    shell.update();
  };

  /** The wheel, or this round's scratch card, drawn once and kept; labels drawn again in another language. */
  function boardOf(t: T, view: GameView): HTMLElement {
    if (view.gameType === 'wheel') {
      const labels = {
        noPrizeLabel: t('game.noPrize'),
        label: t('game.wheelLabel', { rewards: [...view.rewards.map((reward) => reward.reName), t('game.noPrize')].join(', ') }),
      };
      if (!wheel) wheel = createWheel(board, view, labels);
      else if (drawnIn !== language.current) wheel.update(view, labels);
    } else {
      card ??= createScratchCard(board, view, { label: t('game.scratchLabel'), onReveal: revealed });
      const answer = flow.kind === 'scratch' || flow.kind === 'done' ? flow.answer : null;
      card.setPrize(...(answer ? prizeOf(t, answer, view) : []));
    }
    drawnIn = language.current;
    return board;
  }

  function revealed(): void {
    if (flow.kind !== 'scratch') return;
    flow = { kind: 'done', answer: flow.answer };
    shell.update();
  }

  function prizeOf(t: T, answer: PlayAnswer, view: GameView): Node[] {
    if (answer.result !== 'won' || !answer.reward) return [h('p', { class: 'prize-name' }, t('game.noPrize'))];
    const image = view.rewards.find((reward) => reward.reId === answer.reward!.reId)?.imageDisplay;
    const name = h('p', { class: 'prize-name', 'data-reward': answer.reward.reId }, answer.reward.reName);
    return image ? [h('img', { class: 'prize-img', src: image, alt: '' }), name] : [name];
  }

  function gameBody(t: T, view: GameView): Node[] {
    const date = (iso: string) => formatDate(iso, language.current, { showTime: true });
    const background = view.backgroundType === 2 && view.backgroundImg ? `url(${JSON.stringify(view.backgroundImg)})` : '';
    const stage = h(
      'main',
      {
        class: 'card game',
        style: { backgroundColor: view.backgroundColor, backgroundImage: background, color: view.fontColor },
      },
      view.logoImg ? h('img', { class: 'game-logo', src: view.logoImg, alt: '' }) : null,
      h('h1', {}, view.gameName),
      h('p', { class: 'period' }, t('game.period', { from: date(view.gameStartDate), until: date(view.gameEndDate) })),
      boardOf(t, view),
      actions(t, view),
    );
    const condition = view.condition.trim()
      ? h('section', { class: 'card' }, h('h2', {}, t('game.condition')), sanitisedHtml('rich condition', view.condition))
      : null;
    return [stage, rewardsOf(t, view), ...(condition ? [condition] : [])];
  }

  function actions(t: T, view: GameView): Node {
    const alert = error ? h('p', { class: 'note warn', role: 'alert' }, error) : null;
    if (flow.kind === 'done') return result(t, view, flow.answer);
    // A game not running now says why, and asks for nothing.
    if (view.gameStatus !== 'active') {
      return h(
        'div',
        { class: 'actions' },
        h('p', { class: 'note warn', role: 'status' }, resultText(t, view.gameStatus as PlayResult, view, null)),
        nextPage(t, view),
      );
    }
    if (flow.kind === 'scratch')
      return h('div', { class: 'actions' }, h('p', { class: 'note', role: 'status' }, t('game.scratchHint')));
    if (flow.kind === 'code') {
      return h(
        'form',
        { class: 'actions', onsubmit: (event: Event) => (event.preventDefault(), void confirmCode()) },
        h('p', {}, t('phone.sent', { ref: flow.refCode })),
        codeField(t, code, (value) => (code = value)),
        alert,
        h('button', { type: 'submit', class: 'primary', disabled: busy }, busy ? t('game.wait') : t('phone.verify')),
        h('button', { type: 'button', class: 'secondary', disabled: busy, onclick: () => void sendCode() }, t('phone.resend')),
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            disabled: busy,
            onclick: () => ((flow = { kind: 'phone' }), (error = undefined), shell.update()),
          },
          t('game.phone.change'),
        ),
      );
    }
    if (flow.kind === 'ready') {
      return h(
        'div',
        { class: 'actions' },
        h('p', { class: 'note ok' }, t('phone.verified')),
        alert,
        playButton(t, view, { type: 'button', onclick: () => void play() }),
      );
    }
    // The phone: a phone game sends it a code, a `none` game plays with it at once.
    const phoneGame = view.verifyType === 'phone';
    return h(
      'form',
      { class: 'actions', onsubmit: (event: Event) => (event.preventDefault(), void (phoneGame ? sendCode() : play())) },
      h('p', {}, t(phoneGame ? 'game.phone.intro' : 'game.phone.introNone')),
      mobileField(t, phone, (value) => (phone = value)),
      alert,
      phoneGame
        ? h('button', { type: 'submit', class: 'primary', disabled: busy }, busy ? t('game.wait') : t('phone.send'))
        : playButton(t, view, { type: 'submit' }),
    );
  }

  function playButton(t: T, view: GameView, props: Record<string, unknown>): HTMLButtonElement {
    const word = busy ? t('game.wait') : view.wordBtn === DEFAULT_WORD || !view.wordBtn.trim() ? t('game.play') : view.wordBtn;
    if (view.buttonType === 2 && view.btnImg) {
      return h('button', { ...props, class: 'game-button image', disabled: busy }, h('img', { src: view.btnImg, alt: word }));
    }
    return h(
      'button',
      { ...props, class: 'game-button', disabled: busy, style: { background: view.btnBgColor, color: wordsOn(view.btnBgColor) } },
      word,
    );
  }

  function result(t: T, view: GameView, answer: PlayAnswer): Node {
    const kind = answer.result === 'won' ? 'note ok' : answer.result === 'no_prize' ? 'note' : 'note warn';
    const coupon = safeLink(answer.couponUrl);
    return h(
      'div',
      { class: 'actions result', 'data-result': answer.result },
      h('p', { class: kind, role: 'status' }, resultText(t, answer.result, view, answer)),
      coupon ? h('a', { class: 'button primary', href: coupon }, t('game.openCoupon')) : null,
      answer.isStopWheel ? h('button', { type: 'button', class: 'secondary', onclick: playAgain }, t('game.again')) : null,
      nextPage(t, view),
    );
  }

  const nextPage = (t: T, view: GameView) => {
    const next = safeLink(view.nextPageUrl);
    return next ? h('a', { class: 'button secondary', href: next }, t('game.next')) : null;
  };

  function resultText(t: T, outcome: PlayResult, view: GameView, answer: PlayAnswer | null): string {
    switch (outcome) {
      case 'won':
        return t('game.result.won', { reward: answer?.reward?.reName ?? '' });
      case 'not_started':
        return t('game.result.not_started', { from: formatDate(view.gameStartDate, language.current, { showTime: true }) });
      default:
        // A result this page does not know yet: the server's own words, in the page's language.
        return isResult(outcome) ? t(`game.result.${outcome}`) : (answer?.messageError ?? '');
    }
  }

  function rewardsOf(t: T, view: GameView): Node {
    const percent = new Intl.NumberFormat(language.current === 'th' ? 'th-TH' : 'en-GB', { maximumFractionDigits: 2 });
    const colors = new Map(wheelSegments(view.rewards, '').map((segment) => [segment.id, segment.color]));
    const rest = Math.round((100 - view.rewards.reduce((sum, reward) => sum + reward.reChanceRate, 0)) * 100) / 100;
    const line = (name: string, chance: number, mark: Node) =>
      h(
        'li',
        {},
        mark,
        h('span', { class: 'reward-name' }, name),
        h('span', { class: 'chance' }, t('game.chance', { chance: percent.format(chance) })),
      );
    const swatch = (color: string) => h('span', { class: 'swatch', style: { background: color } });
    return h(
      'section',
      { class: 'card rewards' },
      h('h2', {}, t('game.rewards')),
      h(
        'ul',
        {},
        ...view.rewards.map((reward) =>
          line(
            reward.reName,
            reward.reChanceRate,
            reward.imageDisplay
              ? h('img', { class: 'swatch', src: reward.imageDisplay, alt: '' })
              : swatch(colors.get(reward.reId)!),
          ),
        ),
        rest > 0 ? line(t('game.noPrize'), rest, swatch('#ffffff')) : null,
      ),
    );
  }

  return fetchGame();
}

/** A long turn, unless the phone asks for less motion. */
function defaultSpin(): number {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 800 : 4500;
}
