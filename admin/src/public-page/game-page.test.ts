import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, type GameView, type PlayAnswer } from './api';
import { start } from './app';
import { mountGamePage } from './game-page';
import { GAME_CODE, game, json, played, stubFetch } from './test-helpers';
import { segmentAt } from './wheel';

const PATH = `/api/public/games/${GAME_CODE}`;

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div>';
  root = document.getElementById('app')!;
  window.history.replaceState(null, '', `/g/${GAME_CODE}`);
  // jsdom draws no canvas: the scratch card counts its coverage without one.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

type Routes = Parameters<typeof stubFetch>[0];

/** The page with the wheel turning at once. */
const open = async (view: GameView | null, routes: Routes = {}, language: 'en' | 'th' = 'en') => {
  const stub = stubFetch({ ...(view ? { [`GET ${PATH}`]: () => json(200, view) } : {}), ...routes });
  await mountGamePage(root, {
    api: createApi(stub.fetch, () => language),
    gameCode: GAME_CODE,
    language: { current: language },
    spinMs: 0,
    retry: { wait: async () => {} },
  });
  return stub;
};

const typeInto = (name: string, value: string) => fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });
const wheel = () => root.querySelector<HTMLElement>('.wheel')!;

/** The reward of the segment under the pointer, from the wheel's own turn (not from its data attribute). */
function rewardUnderPointer(): string {
  const segments = [...root.querySelectorAll('.wheel-rotor g[data-reward]')];
  return segments[segmentAt(segments.length, Number(wheel().dataset.rotation))]!.getAttribute('data-reward')!;
}

/** A phone game's routes; the first code confirmed is wrong when `wrongFirst`. */
const verifyRoutes = (play: (body: unknown) => PlayAnswer, wrongFirst = false): Routes => ({
  [`POST ${PATH}/verify`]: () => json(200, { referenceCode: 'check-1', refCode: 'AB12', expiresAt: '2027-01-01T00:05:00Z' }),
  [`POST ${PATH}/verify/confirm`]: (_init, call) =>
    json(
      200,
      wrongFirst && call === 1 ? { result: 'Verify Fail', playToken: null } : { result: 'Success!', playToken: 'token-1' },
    ),
  [`POST ${PATH}/play`]: (init) => json(200, play(JSON.parse(String(init!.body)))),
});

/** Through the phone check of a phone game, to the play button. */
async function verifyPhone() {
  typeInto('Mobile number', '081 234 5678');
  fireEvent.click(button('Send code'));
  await screen.findByText('A code was sent by SMS. Reference: AB12');
  typeInto('Code from the SMS', '123456');
  fireEvent.click(button('Verify'));
  await screen.findByText('Your number is verified.');
}

describe('the game page', () => {
  it('shows the game’s look, its rewards with their odds and its condition, and asks for the phone', async () => {
    const stub = await open(
      game({ backgroundType: 2, backgroundImg: '/i/bg', backgroundColor: '#000000', fontColor: '#ffffff' }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lucky wheel');
    expect(document.title).toBe('Lucky wheel');
    expect(root.querySelector<HTMLImageElement>('img.game-logo')!.getAttribute('src')).toBe(
      '/i/0b9f4b4e-6f0e-4a47-9d3c-1f2a3b4c5d6e',
    );
    const stage = root.querySelector<HTMLElement>('main.game')!;
    expect(stage.style.backgroundImage).toBe('url("/i/bg")');
    expect(stage.style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByText(/^Play 1 Jan 2027, 07:00 – 31 Jan 2027, 23:59$/)).toBeTruthy();

    const odds = [...root.querySelectorAll('.rewards li')].map((line) => line.textContent);
    expect(odds).toEqual(['Free coffee12.5%', 'Cake30%', 'No prize57.5%']);
    expect(root.querySelector('.condition b.strong')!.textContent).toBe('day');

    // Each reward has a segment, and so has "no prize": any answer has somewhere to stop.
    const segments = [...root.querySelectorAll('.wheel-rotor g[data-reward]')].map((segment) =>
      segment.getAttribute('data-reward'),
    );
    expect(segments).toEqual(['r-coffee', 'none', 'r-cake', 'none']);
    expect(screen.getByRole('img', { name: 'Prize wheel: Free coffee, Cake, No prize' })).toBeTruthy();
    expect(root.querySelector('.wheel-rotor path')!.getAttribute('fill')).toBe('#ff0000');

    expect(screen.getByText('Verify your mobile number to play: we will send you a code by SMS.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PLAY' })).toBeNull();
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]!.headers['Accept-Language']).toBe('en');
  });

  it('a phone game: the phone, the code with its reference, then a play with the token; the wheel stops on the reward won', async () => {
    const stub = await open(
      game(),
      verifyRoutes(() => played({ reward: { reId: 'r-cake', reName: 'Cake' }, couponUrl: '/c/Tok3nTok3nAb' }), true),
    );
    typeInto('Mobile number', '081 234 5678');
    fireEvent.click(button('Send code'));
    await screen.findByText('A code was sent by SMS. Reference: AB12');
    expect(stub.of('POST', `${PATH}/verify`)[0]!.body).toEqual({ phone: '081 234 5678' });

    typeInto('Code from the SMS', '111111');
    fireEvent.click(button('Verify'));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is not correct. Check the SMS and try again.');
    typeInto('Code from the SMS', '123456');
    fireEvent.click(button('Verify'));
    await screen.findByText('Your number is verified.');
    expect(stub.of('POST', `${PATH}/verify/confirm`)[1]!.body).toEqual({
      phone: '081 234 5678',
      referenceCode: 'check-1',
      otp: '123456',
    });

    const play = button('PLAY');
    expect(play.style.background).toContain('rgb(1, 169, 244)');
    fireEvent.click(play);
    await screen.findByText('Congratulations! You won Cake.');
    expect(stub.of('POST', `${PATH}/play`)[0]!.body).toEqual({ playToken: 'token-1' });
    expect(wheel().dataset.stoppedReward).toBe('r-cake');
    expect(rewardUnderPointer()).toBe('r-cake');
    expect(screen.getByRole('link', { name: 'Open your coupon' }).getAttribute('href')).toBe('/c/Tok3nTok3nAb');
  });

  it('a none game: the phone alone, then the play; no prize stops on a no-prize segment, with the next page', async () => {
    const stub = await open(game({ verifyType: 'none', nextPageUrl: 'https://shop.example.com/next' }), {
      [`POST ${PATH}/play`]: () => json(200, played({ result: 'no_prize', reward: null, messageType: 'info' })),
    });
    expect(screen.getByText('Enter your mobile number to play.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    await screen.findByText('No prize this time. Thank you for playing!');
    expect(stub.of('POST', `${PATH}/play`)[0]!.body).toEqual({ phone: '0812345678' });
    expect(stub.of('POST', `${PATH}/verify`)).toHaveLength(0);
    expect(wheel().dataset.stoppedReward).toBe('none');
    expect(rewardUnderPointer()).toBe('none');
    expect(screen.queryByRole('link', { name: 'Open your coupon' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('https://shop.example.com/next');
  });

  it('a won answer without a coupon shows the reward and no coupon button; the player may play again', async () => {
    const stub = await open(game({ verifyType: 'none' }), {
      [`POST ${PATH}/play`]: (_init, call) =>
        json(
          200,
          call === 1
            ? played({ reward: { reId: 'r-coffee', reName: 'Free coffee' } })
            : played({ result: 'replay_limit', reward: null, isStopWheel: false, transactionId: null }),
        ),
    });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    await screen.findByText('Congratulations! You won Free coffee.');
    expect(rewardUnderPointer()).toBe('r-coffee');
    expect(screen.queryByRole('link', { name: 'Open your coupon' })).toBeNull();
    fireEvent.click(button('Play again'));
    fireEvent.click(button('PLAY'));
    await screen.findByText('You have played as many times as allowed today. Come back tomorrow.');
    expect(stub.of('POST', `${PATH}/play`)).toHaveLength(2);
    // A refusal turns nothing: the wheel is where the first play left it.
    expect(rewardUnderPointer()).toBe('r-coffee');
    expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
  });

  it('asks a play again with the same Idempotency-Key when its answer was lost; the next press has a new key', async () => {
    let attempt = 0;
    const stub = await open(game({ verifyType: 'none' }), {
      [`POST ${PATH}/play`]: () => {
        attempt++;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return json(503, { message: 'busy' });
        return json(200, played());
      },
    });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    await screen.findByText('Congratulations! You won Cake.');
    const keys = stub.of('POST', `${PATH}/play`).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
    fireEvent.click(button('Play again'));
    fireEvent.click(button('PLAY'));
    await waitFor(() => expect(stub.of('POST', `${PATH}/play`)).toHaveLength(4));
    expect(stub.of('POST', `${PATH}/play`)[3]!.headers['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('a play the server never answers says so, with the button back', async () => {
    await open(game({ verifyType: 'none' }), { [`POST ${PATH}/play`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(button('PLAY')).toBeTruthy();
    expect(wheel().dataset.rotation).toBeUndefined();
  });

  it.each([
    ['replay_limit', 'You have played as many times as allowed today. Come back tomorrow.'],
    ['not_started', 'This game has not started yet. It opens 1 Jan 2027, 07:00.'],
    ['ended', 'This game has ended. Thank you for your interest.'],
    ['paused', 'This game is paused for now. Please come back later.'],
  ] as const)('a %s answer says so and turns nothing', async (result, text) => {
    await open(game({ verifyType: 'none' }), {
      [`POST ${PATH}/play`]: () =>
        json(200, played({ result, reward: null, isStopWheel: false, transactionId: null, messageType: 'error' })),
    });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    expect((await screen.findByRole('status')).textContent).toBe(text);
    expect(wheel().dataset.stoppedReward).toBeUndefined();
    expect(wheel().dataset.rotation).toBeUndefined();
  });

  it('a not_verified answer asks for the phone check again', async () => {
    await open(
      game(),
      verifyRoutes(() => played({ result: 'not_verified', reward: null, isStopWheel: false, transactionId: null })),
    );
    await verifyPhone();
    fireEvent.click(button('PLAY'));
    expect((await screen.findByRole('alert')).textContent).toBe('Verify your mobile number again to play.');
    expect(button('Send code')).toBeTruthy();
  });

  it.each([
    ['paused', 'This game is paused for now. Please come back later.'],
    ['ended', 'This game has ended. Thank you for your interest.'],
    ['not_started', 'This game has not started yet. It opens 1 Jan 2027, 07:00.'],
  ] as const)('a game %s when the page opens says so and asks for nothing', async (gameStatus, text) => {
    await open(game({ gameStatus, nextPageUrl: 'https://shop.example.com' }));
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
  });

  it('shows the API’s refusals in words: a wrong number, throttling, a lapsed check, no connection', async () => {
    let verify = 0;
    await open(game(), {
      [`POST ${PATH}/verify`]: () => {
        verify++;
        if (verify === 1)
          return json(422, { statusCode: 422, message: 'Validation failed', errors: { phone: 'validation.phone' } });
        if (verify === 2) return json(429, { statusCode: 429, message: 'Too Many Requests' });
        if (verify === 3) return Promise.reject(new TypeError('Failed to fetch'));
        return json(200, { referenceCode: 'check-1', refCode: 'AB12', expiresAt: '2027-01-01T00:05:00Z' });
      },
      [`POST ${PATH}/verify/confirm`]: () =>
        json(422, { statusCode: 422, message: 'Validation failed', errors: { otpToken: 'validation.phoneNotVerified' } }),
    });
    typeInto('Mobile number', '12345');
    fireEvent.click(button('Send code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a Thai mobile number, such as 081 234 5678.');
    fireEvent.click(button('Send code'));
    await screen.findByText('Too many tries. Wait a minute, then try again.');
    fireEvent.click(button('Send code'));
    await screen.findByText('The server could not be reached. Check your connection and try again.');
    fireEvent.click(button('Send code'));
    await screen.findByText(/Reference: AB12/);
    typeInto('Code from the SMS', '123456');
    fireEvent.click(button('Verify'));
    await screen.findByText('This code can no longer be used. Send a new code.');
    fireEvent.click(button('Use another number'));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
  });

  it('a phone check of a game paused meanwhile says why', async () => {
    await open(game(), {
      [`POST ${PATH}/verify`]: () =>
        json(422, { statusCode: 422, message: 'Validation failed', errors: { gameCode: 'games.play.paused' } }),
    });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('Send code'));
    expect((await screen.findByRole('alert')).textContent).toBe('This game is paused for now. Please come back later.');
  });

  it('an unknown game, or one unpublished meanwhile, is the not-found page', async () => {
    await open(null);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('This game link is not valid, or the game is not open to players.')).toBeTruthy();

    root.replaceChildren();
    await open(game({ verifyType: 'none' }), {
      [`POST ${PATH}/play`]: () => json(404, { statusCode: 404, message: 'Not found' }),
    });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    await screen.findByRole('heading', { name: 'Page not found' });
  });

  it('a failed load offers to try again', async () => {
    const stub = await open(null, { [`GET ${PATH}`]: (_init, call) => (call === 1 ? json(502, {}) : json(200, game())) });
    expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/);
    fireEvent.click(button('Try again'));
    await screen.findByRole('heading', { name: 'Lucky wheel' });
    expect(stub.of('GET', PATH)).toHaveLength(2);
  });

  it('a button of the business’s own: its word as typed, or its picture', async () => {
    await open(game({ verifyType: 'none', wordBtn: 'หมุนเลย', btnBgColor: '#ffeb3b' }));
    expect(button('หมุนเลย').style.color).toBe('rgb(29, 36, 51)');
    root.replaceChildren();
    await open(game({ verifyType: 'none', buttonType: 2, btnImg: '/i/button' }));
    expect(screen.getByRole('button', { name: 'PLAY' }).querySelector('img')!.getAttribute('src')).toBe('/i/button');
  });
});

describe('the scratch card game', () => {
  const scratchGame = game({ gameType: 'scratch', verifyType: 'none', scratchPercentage: 30 });
  const card = () => root.querySelector<HTMLElement>('.scratch-card')!;
  const cover = () => root.querySelector<HTMLCanvasElement>('canvas.scratch-cover')!;
  /** A drag across the card's width at height y (card units: 300 × 180, jsdom lays nothing out). */
  const drag = (y: number) => {
    fireEvent.pointerDown(cover(), { clientX: 0, clientY: y, pointerId: 1 });
    for (let x = 30; x <= 300; x += 30) fireEvent.pointerMove(cover(), { clientX: x, clientY: y, pointerId: 1 });
    fireEvent.pointerUp(cover(), { clientX: 300, clientY: y, pointerId: 1 });
  };

  it('plays first, then reveals the answer only once the card is scratched past the game’s percentage', async () => {
    const stub = await open(scratchGame, { [`POST ${PATH}/play`]: () => json(200, played({ couponUrl: '/c/Tok3nTok3nAb' })) });
    expect(root.querySelector('.wheel')).toBeNull();
    // Before the answer the card takes no scratch.
    drag(90);
    expect(card().dataset.scratched).toBe('0');

    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    await screen.findByText('Scratch the card to see your prize.');
    expect(stub.of('POST', `${PATH}/play`)).toHaveLength(1);
    expect(root.querySelector('.scratch-prize')!.getAttribute('aria-hidden')).toBe('true');

    drag(90);
    expect(Number(card().dataset.scratched)).toBeLessThan(30);
    expect(card().dataset.revealed).toBe('false');
    expect(screen.queryByText('Congratulations! You won Cake.')).toBeNull();

    drag(30);
    expect(Number(card().dataset.scratched)).toBeGreaterThanOrEqual(30);
    expect(card().dataset.revealed).toBe('true');
    expect(root.querySelector('.scratch-prize')!.hasAttribute('aria-hidden')).toBe(false);
    expect(root.querySelector('.scratch-prize .prize-name')!.textContent).toBe('Cake');
    expect(root.querySelector<HTMLImageElement>('.scratch-prize img')!.getAttribute('src')).toBe(
      '/i/7c1e4b4e-6f0e-4a47-9d3c-1f2a3b4c5d6e',
    );
    expect(screen.getByRole('status').textContent).toBe('Congratulations! You won Cake.');
    expect(screen.getByRole('link', { name: 'Open your coupon' }).getAttribute('href')).toBe('/c/Tok3nTok3nAb');
  });

  it('reveals from the keyboard too, and a new round is a new card', async () => {
    await open(scratchGame, { [`POST ${PATH}/play`]: () => json(200, played({ result: 'no_prize', reward: null })) });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    await screen.findByText('Scratch the card to see your prize.');
    fireEvent.keyDown(cover(), { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('No prize this time. Thank you for playing!');
    expect(root.querySelector('.scratch-prize')!.textContent).toBe('No prize');
    fireEvent.click(button('Play again'));
    expect(card().dataset.revealed).toBe('false');
    expect(root.querySelector('.scratch-prize')!.textContent).toBe('');
  });
});

describe('the game page’s languages and address', () => {
  it('opens from /g/<gameCode> in Thai by default, asks the API in Thai, and switches in place', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const stub = stubFetch({ [`GET ${PATH}`]: () => json(200, game({ verifyType: 'none' })) });
    await start(root, { pathname: `/g/${GAME_CODE}`, search: '' }, stub.fetch);
    expect(document.documentElement.lang).toBe('th');
    expect(stub.calls[0]!.headers['Accept-Language']).toBe('th');
    expect(button('เล่นเลย')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'รางวัลและโอกาสที่จะได้รับ' })).toBeTruthy();
    expect(root.querySelector('.wheel-rotor g[data-reward="none"] text')!.textContent).toBe('ไม่ได้รางวัล');
    fireEvent.click(button('English'));
    expect(button('PLAY')).toBeTruthy();
    expect(root.querySelector('.wheel-rotor g[data-reward="none"] text')!.textContent).toBe('No prize');
    expect(stub.calls).toHaveLength(1);
  });

  it('keeps the wheel’s turn and the typed phone through a change of language', async () => {
    await open(game({ verifyType: 'none' }), { [`POST ${PATH}/play`]: () => json(200, played()) });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    await screen.findByText('Congratulations! You won Cake.');
    const rotation = wheel().dataset.rotation;
    fireEvent.click(button('ไทย'));
    expect(screen.getByRole('status').textContent).toBe('ยินดีด้วย! คุณได้รับ Cake');
    expect(wheel().dataset.rotation).toBe(rotation);
    expect(rewardUnderPointer()).toBe('r-cake');
  });

  it('shows the segment of a reward made active after the page loaded', async () => {
    await open(game({ verifyType: 'none' }), {
      [`POST ${PATH}/play`]: () => json(200, played({ reward: { reId: 'r-new', reName: 'Umbrella' } })),
    });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(button('PLAY'));
    await screen.findByText('Congratulations! You won Umbrella.');
    await waitFor(() => expect(rewardUnderPointer()).toBe('r-new'));
  });
});
