import { formatDate } from '@/i18n/formatDate';
import { ApiError, redeemOnce, type Api, type CouponState, type CouponView, type RedeemResult, type RetryOptions } from './api';
import { h } from './dom';
import { qrSvg } from './qr';
import { codeField, createShell, fetchLoaded, loadedBody, mobileField, sanitisedHtml, type LanguageRef, type Loaded, type T } from './shell';

type Load = Loaded<CouponView>;

interface PhoneCheck {
  step: 'mobile' | 'code' | 'verified';
  mobile: string;
  code: string;
  otpToken?: string;
  refCode?: string;
  error?: string;
}

interface RedeemStep {
  step: 'idle' | 'confirm';
  /** The server's translated answer to the last press, and whether it was a success. */
  message?: { text: string; ok: boolean };
}

export interface CouponPageOptions {
  api: Api;
  token: string;
  language: LanguageRef;
  retry?: RetryOptions;
}

/** What the page knows after a redeem answer other than success. */
const STATE_AFTER: Partial<Record<RedeemResult, CouponState>> = {
  already_used: 'used',
  limit_reached: 'used',
  expired: 'expired',
  not_started: 'not_started',
};

/** The customer's coupon page (`/c/<token>`): design, code and QR, validity, phone check, redeem. */
export function mountCouponPage(root: HTMLElement, { api, token, language, retry }: CouponPageOptions): Promise<void> {
  let load: Load = { kind: 'loading' };
  let phone: PhoneCheck = { step: 'mobile', mobile: '', code: '' };
  let redeem: RedeemStep = { step: 'idle' };
  let busy = false;

  const shell = createShell(root, language, (t) => loadedBody(t, load, 'coupon', () => void fetchCoupon(), (view) => couponBody(t, view)));

  async function fetchCoupon(): Promise<void> {
    load = { kind: 'loading' };
    shell.update();
    load = await fetchLoaded(() => api.coupon(token));
    shell.update();
  }

  /** Runs one server step with the buttons disabled, then draws the outcome. */
  async function step(work: () => Promise<void>): Promise<void> {
    if (busy) return;
    busy = true;
    shell.update();
    try {
      await work();
    } finally {
      busy = false;
      shell.update();
    }
  }

  const failure = (t: T, error: unknown) => (error instanceof ApiError && error.status < 500 && error.body.message) || t('redeem.failed');

  const sendCode = () =>
    step(async () => {
      try {
        const answer = await api.requestOtp(token, phone.mobile.trim());
        phone = { ...phone, step: 'code', code: '', otpToken: answer.token, refCode: answer.refCode, error: undefined };
      } catch (error) {
        const wrongNumber = error instanceof ApiError && error.status === 422 && error.body.errors?.mobile;
        phone = { ...phone, error: wrongNumber ? shell.t('phone.wrongNumber') : failure(shell.t, error) };
      }
    });

  const verifyCode = () =>
    step(async () => {
      const t = shell.t;
      try {
        const { result, attemptsLeft } = await api.verifyOtp(token, phone.otpToken!, phone.code.trim());
        if (result === 'Success!' || result === 'Already Verified') phone = { ...phone, step: 'verified', error: undefined };
        else if (result === 'Verify Fail' && attemptsLeft > 0) phone = { ...phone, error: t('phone.wrongCode', { count: attemptsLeft }) };
        else if (result === 'Verify Fail' || result === 'Over Limit Usage') phone = { ...phone, error: t('phone.tooManyTries') };
        else if (result === 'OTP Code Expired') phone = { ...phone, error: t('phone.codeExpired') };
        else phone = { ...phone, error: t('phone.failed') };
      } catch (error) {
        phone = { ...phone, error: error instanceof ApiError && error.status === 422 ? t('phone.failed') : failure(t, error) };
      }
    });

  const confirmRedeem = () =>
    step(async () => {
      if (load.kind !== 'ready') return;
      const view = load.view;
      try {
        const answer = await redeemOnce(api, token, view.phoneNumber ? phone.otpToken : undefined, retry);
        redeem = { step: 'idle', message: { text: answer.message, ok: answer.result === 'redeemed' } };
        if (answer.result === 'redeemed') {
          // A phone check is good for one redeem: a coupon of several uses asks again.
          if (view.phoneNumber) phone = { step: 'mobile', mobile: phone.mobile, code: '' };
          const redeemed = view.redeemed + 1;
          load = { kind: 'ready', view: { ...view, redeemed, state: redeemed >= view.useMaxRedeem ? 'used' : view.state } };
        } else if (answer.result === 'staff_only') {
          load = { kind: 'ready', view: { ...view, staffOnly: true } };
        } else if (STATE_AFTER[answer.result]) {
          load = { kind: 'ready', view: { ...view, state: STATE_AFTER[answer.result]! } };
        }
      } catch (error) {
        // The phone check lapsed (or was never done): the form asks for it again.
        if (error instanceof ApiError && error.status === 422 && error.body.errors?.otpToken) {
          phone = { step: 'mobile', mobile: phone.mobile, code: '' };
          redeem = { step: 'idle' };
        } else {
          redeem = { step: 'idle', message: { text: failure(shell.t, error), ok: false } };
        }
      }
    });

  function couponBody(t: T, view: CouponView): Node[] {
    const locale = language.current;
    const date = (iso: string) => formatDate(iso, locale, { showTime: true });
    const validity = view.validUntil
      ? t('coupon.validRange', { from: date(view.validFrom), until: date(view.validUntil) })
      : t('coupon.validFrom', { from: date(view.validFrom) });
    const usable = view.state === 'usable';
    const stateNote = view.state === 'usable' ? null : t(`state.${view.state}`, { from: date(view.validFrom) });
    const landing = view.landingPage
      ? h('section', { class: 'card landing' }, h('h2', {}, view.landingPage.landingpage_name), sanitisedHtml('rich', view.landingPage.landingpage_detail))
      : null;
    return [
      ...(landing ? [landing] : []),
      h(
        'main',
        { class: 'card coupon' },
        view.couponImg ? h('img', { class: 'coupon-img', src: view.couponImg, alt: '' }) : null,
        h('h1', {}, view.couponName),
        view.accountName ? h('p', { class: 'muted' }, t('coupon.from', { account: view.accountName })) : null,
        h(
          'section',
          { class: usable ? 'code-box' : 'code-box inactive' },
          h('p', { class: 'muted' }, t('coupon.code')),
          h('p', { class: 'code', 'data-testid': 'coupon-code' }, view.code),
          h('div', { class: 'qr' }, qrSvg(view.code, t('coupon.qr', { code: view.code }))),
        ),
        h('p', { class: 'validity' }, validity),
        view.useMaxRedeem > 1 ? h('p', { class: 'muted' }, t('coupon.uses', { redeemed: view.redeemed, max: view.useMaxRedeem })) : null,
        redeem.message ? h('p', { class: redeem.message.ok ? 'note ok' : 'note warn', role: 'status' }, redeem.message.text) : null,
        stateNote && !redeem.message ? h('p', { class: 'note warn', role: 'status' }, stateNote) : null,
        usable ? actions(t, view) : null,
        sanitisedHtml('rich condition', view.condition),
      ),
    ];
  }

  function actions(t: T, view: CouponView): Node | null {
    if (view.staffOnly) return h('p', { class: 'note' }, t('coupon.staffOnly'));
    if (!view.checkedRedeemBtn) return null;
    if (view.phoneNumber && phone.step !== 'verified') return phoneForm(t, view);
    const button = { background: view.buttonColor, color: view.textColor };
    const verified = view.phoneNumber ? h('p', { class: 'note ok' }, t('phone.verified')) : null;
    if (redeem.step === 'confirm') {
      return h(
        'div',
        { class: 'actions' },
        h('p', {}, t('redeem.confirm')),
        h('button', { type: 'button', class: 'redeem', style: button, disabled: busy, onclick: () => void confirmRedeem() }, busy ? t('redeem.working') : t('redeem.confirmYes')),
        h('button', { type: 'button', class: 'secondary', disabled: busy, onclick: () => ((redeem = { step: 'idle' }), shell.update()) }, t('redeem.cancel')),
      );
    }
    return h(
      'div',
      { class: 'actions' },
      verified,
      h('button', { type: 'button', class: 'redeem', style: button, onclick: () => ((redeem = { step: 'confirm' }), shell.update()) }, buttonText(t, view)),
    );
  }

  function phoneForm(t: T, view: CouponView): Node {
    const error = phone.error ? h('p', { class: 'note warn', role: 'alert' }, phone.error) : null;
    if (phone.step === 'mobile') {
      return h(
        'form',
        { class: 'actions', onsubmit: (event: Event) => (event.preventDefault(), void sendCode()) },
        h('p', {}, t('phone.intro')),
        mobileField(t, phone.mobile, (value) => (phone.mobile = value)),
        view.maskedMobile ? h('p', { class: 'muted' }, t('phone.hint', { masked: view.maskedMobile })) : null,
        error,
        h('button', { type: 'submit', class: 'primary', disabled: busy }, busy ? t('redeem.working') : t('phone.send')),
      );
    }
    return h(
      'form',
      { class: 'actions', onsubmit: (event: Event) => (event.preventDefault(), void verifyCode()) },
      h('p', {}, t('phone.sent', { ref: phone.refCode ?? '' })),
      codeField(t, phone.code, (value) => (phone.code = value)),
      error,
      h('button', { type: 'submit', class: 'primary', disabled: busy }, busy ? t('redeem.working') : t('phone.verify')),
      h('button', { type: 'button', class: 'secondary', disabled: busy, onclick: () => void sendCode() }, t('phone.resend')),
    );
  }

  return fetchCoupon();
}

/** The coupon's own default button text: what a business that typed nothing gets. */
const DEFAULT_BUTTON_TEXT = 'REDEEM';

/** The button's text as the business typed it; the default in the customer's language (REDEEM, ใช้คูปอง). */
function buttonText(t: T, view: CouponView): string {
  return view.buttonText === DEFAULT_BUTTON_TEXT ? t('redeem.button') : view.buttonText;
}
