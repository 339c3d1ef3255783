import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, redeemOnce, type CouponView } from './api';
import { start } from './app';
import { mountCouponPage } from './coupon-page';
import { coupon, json, stubFetch } from './test-helpers';

const TOKEN = 'Tok3nTok3nAb';
const PATH = `/api/public/coupons/${TOKEN}`;

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div>';
  root = document.getElementById('app')!;
  window.history.replaceState(null, '', `/c/${TOKEN}`);
});

const open = async (view: CouponView | null, routes: Parameters<typeof stubFetch>[0] = {}, search = '?lang=en') => {
  const stub = stubFetch({ ...(view ? { [`GET ${PATH}`]: () => json(200, view) } : {}), ...routes });
  await start(root, { pathname: `/c/${TOKEN}`, search }, stub.fetch);
  return stub;
};

const redeemButton = () => screen.queryByRole('button', { name: 'REDEEM' });

describe('the coupon page', () => {
  it('shows a usable coupon: design, code as text and QR, validity in ICT, condition as HTML, the redeem button', async () => {
    const stub = await open(coupon({ buttonColor: '#ff0000', textColor: 'rgb(0, 0, 255)' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Free coffee');
    expect(screen.getByText('From Cafe Amazon')).toBeTruthy();
    expect(screen.getByTestId('coupon-code').textContent).toBe('SALE-7K4MQ2');
    const qr = screen.getByRole('img', { name: 'QR code of coupon code SALE-7K4MQ2' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    expect(root.querySelector<HTMLImageElement>('img.coupon-img')!.src).toBe('https://img.example.com/coffee.png');
    // 2027-01-31T16:59Z is 23:59 in Bangkok.
    expect(screen.getByText(/^Valid 1 Jan 2027, 07:00 – 31 Jan 2027, 23:59$/)).toBeTruthy();
    expect(root.querySelector('.condition b.strong')!.textContent).toBe('visit');
    const button = redeemButton()!;
    expect(button.style.background).toContain('rgb(255, 0, 0)');
    expect(button.style.color).toBe('rgb(0, 0, 255)');
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]!.headers['Accept-Language']).toBe('en');
  });

  it('opens the same coupon from its long link (a coupon with shortenUrl off)', async () => {
    const stub = stubFetch({ [`GET ${PATH}`]: () => json(200, coupon()) });
    await start(root, { pathname: `/coupon/0b9f4b4e-6f0e-4a47-9d3c-1f2a3b4c5d6e/${TOKEN}`, search: '?lang=en' }, stub.fetch);
    expect(screen.getByTestId('coupon-code').textContent).toBe('SALE-7K4MQ2');
    expect(stub.calls[0]!.path).toBe(PATH);
  });

  it('puts the bound landing page above the coupon', async () => {
    await open(
      coupon({ landingPage: { landingpage_name: 'Summer deals', landingpage_detail: '<h3>Hot</h3><p>cold drinks</p>' } }),
    );
    const landing = root.querySelector('section.landing')!;
    expect(within(landing as HTMLElement).getByRole('heading', { name: 'Summer deals' })).toBeTruthy();
    expect(landing.querySelector('h3')!.textContent).toBe('Hot');
    expect(landing.compareDocumentPosition(root.querySelector('main.coupon')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['used', 'This coupon has been used.'],
    ['expired', 'This coupon has expired.'],
    ['not_started', 'This coupon cannot be used yet. It starts 1 Jan 2027, 07:00.'],
  ] as const)('a %s coupon says so, keeps its code and has no redeem button', async (state, text) => {
    await open(coupon({ state }));
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.getByTestId('coupon-code').textContent).toBe('SALE-7K4MQ2');
    expect(redeemButton()).toBeNull();
  });

  it('a staff-only coupon asks to show the code to the staff, with no redeem button', async () => {
    await open(coupon({ staffOnly: true }));
    expect(screen.getByText('Show this code to the staff to use the coupon.')).toBeTruthy();
    expect(redeemButton()).toBeNull();
  });

  it('hides the redeem button when the coupon has it switched off', async () => {
    await open(coupon({ checkedRedeemBtn: false }));
    expect(redeemButton()).toBeNull();
    expect(screen.queryByText(/staff/)).toBeNull();
  });

  it('shows uses left of a coupon redeemable more than once', async () => {
    await open(coupon({ useMaxRedeem: 3, redeemed: 1 }));
    expect(screen.getByText('Used 1 of 3 times')).toBeTruthy();
  });

  it('an unknown token gives a friendly not-found page', async () => {
    await open(null);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(/This coupon link is not valid/)).toBeTruthy();
  });

  it('a failed load offers to try again', async () => {
    const stub = await open(null, { [`GET ${PATH}`]: (_init, call) => (call === 1 ? json(502, {}) : json(200, coupon())) });
    expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(redeemButton()).toBeTruthy());
    expect(stub.of('GET', PATH)).toHaveLength(2);
  });

  it('redeems after a confirmation and shows the translated result', async () => {
    const stub = await open(coupon(), {
      [`POST ${PATH}/redeem`]: () => json(200, { result: 'redeemed', message: 'Coupon redeemed', redemption: { id: 'r1' } }),
    });
    fireEvent.click(redeemButton()!);
    expect(stub.of('POST', `${PATH}/redeem`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await screen.findByText('Coupon redeemed');
    const [call] = stub.of('POST', `${PATH}/redeem`);
    expect(call!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(call!.body).toEqual({});
    // One use of one: the code is spent.
    expect(redeemButton()).toBeNull();
    expect(root.querySelector('.code-box.inactive')).toBeTruthy();
  });

  it('cancelling the confirmation sends nothing', async () => {
    const stub = await open(coupon());
    fireEvent.click(redeemButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(redeemButton()).toBeTruthy();
    expect(stub.calls).toHaveLength(1);
  });

  it('a refused redeem shows the server message and the state it implies', async () => {
    await open(coupon(), {
      [`POST ${PATH}/redeem`]: () => json(200, { result: 'already_used', message: 'Already used', redemption: null }),
    });
    fireEvent.click(redeemButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await screen.findByText('Already used');
    expect(redeemButton()).toBeNull();
  });

  it('a staff_only answer turns the button into the staff note', async () => {
    await open(coupon(), {
      [`POST ${PATH}/redeem`]: () => json(200, { result: 'staff_only', message: 'Staff only', redemption: null }),
    });
    fireEvent.click(redeemButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await screen.findByText('Staff only');
    expect(screen.getByText('Show this code to the staff to use the coupon.')).toBeTruthy();
    expect(redeemButton()).toBeNull();
  });
});

describe('the phone check', () => {
  const phoneCoupon = coupon({ phoneNumber: true, maskedMobile: '081-XXX-5678' });

  const typeInto = (name: string, value: string) => fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });

  it('asks for the phone, sends the code, verifies it, then redeems with the OTP token', async () => {
    const stub = await open(phoneCoupon, {
      [`POST ${PATH}/otp`]: () => json(200, { token: 'otp-1', refCode: 'AB12', expiresAt: '2027-01-01T00:05:00Z' }),
      [`POST ${PATH}/otp/verify`]: (_init, call) =>
        json(200, call === 1 ? { result: 'Verify Fail', attemptsLeft: 2 } : { result: 'Success!', attemptsLeft: 2 }),
      [`POST ${PATH}/redeem`]: () => json(200, { result: 'redeemed', message: 'Coupon redeemed', redemption: {} }),
    });
    expect(redeemButton()).toBeNull();
    expect(screen.getByText('Enter the number this coupon was sent to (081-XXX-5678).')).toBeTruthy();

    typeInto('Mobile number', ' 0812345678 ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('A code was sent by SMS. Reference: AB12');
    expect(stub.of('POST', `${PATH}/otp`)[0]!.body).toEqual({ mobile: '0812345678' });

    typeInto('Code from the SMS', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('The code is not correct. Tries left: 2');

    typeInto('Code from the SMS', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Your number is verified.');
    expect(stub.of('POST', `${PATH}/otp/verify`)[1]!.body).toEqual({ otpToken: 'otp-1', code: '123456' });

    fireEvent.click(redeemButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await screen.findByText('Coupon redeemed');
    expect(stub.of('POST', `${PATH}/redeem`)[0]!.body).toEqual({ otpToken: 'otp-1' });
  });

  it('asks for a new check before another use of a coupon of several uses', async () => {
    await open(coupon({ phoneNumber: true, maskedMobile: '081-XXX-5678', useMaxRedeem: 2 }), {
      [`POST ${PATH}/otp`]: () => json(200, { token: 'otp-1', refCode: 'AB12', expiresAt: '2027-01-01T00:05:00Z' }),
      [`POST ${PATH}/otp/verify`]: () => json(200, { result: 'Success!', attemptsLeft: 2 }),
      [`POST ${PATH}/redeem`]: () => json(200, { result: 'redeemed', message: 'Coupon redeemed', redemption: {} }),
    });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/Reference/);
    typeInto('Code from the SMS', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    fireEvent.click(await screen.findByRole('button', { name: 'REDEEM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await screen.findByText('Coupon redeemed');
    expect(screen.getByText('Used 1 of 2 times')).toBeTruthy();
    expect(redeemButton()).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe('0812345678');
  });

  it('goes back to the phone check when the server says the check lapsed', async () => {
    await open(phoneCoupon, {
      [`POST ${PATH}/otp`]: () => json(200, { token: 'otp-1', refCode: 'AB12', expiresAt: '2027-01-01T00:05:00Z' }),
      [`POST ${PATH}/otp/verify`]: () => json(200, { result: 'Success!', attemptsLeft: 2 }),
      [`POST ${PATH}/redeem`]: () =>
        json(422, { statusCode: 422, message: 'Validation failed', errors: { otpToken: 'validation.phoneNotVerified' } }),
    });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/Reference/);
    typeInto('Code from the SMS', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    fireEvent.click(await screen.findByRole('button', { name: 'REDEEM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await screen.findByRole('button', { name: 'Send code' });
    expect(screen.getByText('Verify your mobile number to use this coupon.')).toBeTruthy();
  });

  it('says when the number is not the one the coupon was sent to', async () => {
    await open(phoneCoupon, {
      [`POST ${PATH}/otp`]: () =>
        json(422, { statusCode: 422, message: 'Validation failed', errors: { mobile: 'validation.couponMobile' } }),
    });
    typeInto('Mobile number', '0899999999');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This is not the number this coupon was sent to.');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it.each([
    ['OTP Code Expired', 1, 'The code has expired. Send a new code.'],
    ['Over Limit Usage', 0, 'Too many wrong codes. Send a new code.'],
    ['Verify Fail', 0, 'Too many wrong codes. Send a new code.'],
  ] as const)('explains a %s answer', async (result, attemptsLeft, text) => {
    await open(phoneCoupon, {
      [`POST ${PATH}/otp`]: () => json(200, { token: 'otp-1', refCode: 'AB12', expiresAt: '2027-01-01T00:05:00Z' }),
      [`POST ${PATH}/otp/verify`]: () => json(200, { result, attemptsLeft }),
    });
    typeInto('Mobile number', '0812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/Reference: AB12/);
    typeInto('Code from the SMS', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
  });
});

describe('redeem retries', () => {
  it('one press keeps its Idempotency-Key for every retry; the next press has a new one', async () => {
    let attempt = 0;
    const stub = stubFetch({
      [`GET ${PATH}`]: () => json(200, coupon({ useMaxRedeem: 5 })),
      [`POST ${PATH}/redeem`]: () => {
        attempt++;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return json(503, { message: 'busy' });
        if (attempt === 3) return json(409, { message: 'in progress' });
        return json(200, { result: 'redeemed', message: 'Coupon redeemed', redemption: {} });
      },
    });
    const wait = vi.fn((_ms: number) => Promise.resolve());
    await mountCouponPage(root, {
      api: createApi(stub.fetch, () => 'en'),
      token: TOKEN,
      language: { current: 'en' },
      retry: { wait },
    });
    fireEvent.click(redeemButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await screen.findByText('Coupon redeemed');
    const keys = stub.of('POST', `${PATH}/redeem`).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 2000]);

    fireEvent.click(redeemButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await waitFor(() => expect(stub.of('POST', `${PATH}/redeem`)).toHaveLength(5));
    expect(stub.of('POST', `${PATH}/redeem`)[4]!.headers['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('does not retry an answer the server gave on purpose, and gives up after the last attempt', async () => {
    const refused = stubFetch({
      [`POST ${PATH}/redeem`]: () => json(422, { message: 'Validation failed', errors: { otpToken: 'validation.x' } }),
    });
    await expect(
      redeemOnce(
        createApi(refused.fetch, () => 'en'),
        TOKEN,
        'otp',
        { wait: async () => {} },
      ),
    ).rejects.toMatchObject({ status: 422 });
    expect(refused.calls).toHaveLength(1);

    const down = stubFetch({ [`POST ${PATH}/redeem`]: () => json(502, {}) });
    await expect(
      redeemOnce(
        createApi(down.fetch, () => 'en'),
        TOKEN,
        undefined,
        { attempts: 3, wait: async () => {} },
      ),
    ).rejects.toMatchObject({ status: 502 });
    expect(down.calls).toHaveLength(3);
  });

  it('a network failure after the retries says the server could not be reached', async () => {
    const stub = stubFetch({
      [`GET ${PATH}`]: () => json(200, coupon()),
      [`POST ${PATH}/redeem`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await mountCouponPage(root, {
      api: createApi(stub.fetch, () => 'en'),
      token: TOKEN,
      language: { current: 'en' },
      retry: { wait: async () => {} },
    });
    fireEvent.click(redeemButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await screen.findByText('The server could not be reached. Try again.');
    expect(redeemButton()).toBeTruthy();
  });
});

describe('languages', () => {
  it('speaks Thai by default, with Buddhist-era dates, and asks the API in Thai', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const stub = await open(coupon({ state: 'expired' }), {}, '');
    expect(document.documentElement.lang).toBe('th');
    expect(screen.getByRole('status').textContent).toBe('คูปองนี้หมดอายุแล้ว');
    expect(screen.getByText(/^ใช้ได้ .*2570/)).toBeTruthy();
    expect(stub.calls[0]!.headers['Accept-Language']).toBe('th');
  });

  it('speaks English to a browser that prefers it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'th']);
    await open(coupon(), {}, '');
    expect(document.documentElement.lang).toBe('en');
  });

  it('says the default redeem button in the customer’s language, and a business’s own text as typed', async () => {
    await open(coupon(), {}, '?lang=th');
    expect(screen.getByRole('button', { name: 'ใช้คูปอง' })).toBeTruthy();
    expect(redeemButton()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(redeemButton()).toBeTruthy();
    document.body.innerHTML = '<div id="app"></div>';
    root = document.getElementById('app')!;
    await open(coupon({ buttonText: 'รับส่วนลด' }), {}, '?lang=en');
    expect(screen.getByRole('button', { name: 'รับส่วนลด' })).toBeTruthy();
  });

  it('switches language in place, into the address, without loading the coupon again', async () => {
    const stub = await open(coupon(), {}, '?lang=th');
    expect(screen.getByText('รหัสคูปอง')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText('Coupon code')).toBeTruthy();
    expect(window.location.search).toBe('?lang=en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(stub.calls).toHaveLength(1);
  });
});
