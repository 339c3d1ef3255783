import { ApiError } from './api';
import { h } from './dom';
import { translate, type Language, type MessageKey } from './i18n';

/** The page's language, shared by its text and the API calls (their translated messages). */
export interface LanguageRef {
  current: Language;
}

export type T = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * Renders a page into `root` with the language switch on top; `body` is called again on every
 * `update()` and on a change of language, which also goes into the address (`?lang=`) so a
 * reload or a shared link keeps it.
 */
export function createShell(root: HTMLElement, language: LanguageRef, body: (t: T) => Node[]) {
  const t: T = (key, values) => translate(language.current, key, values);
  const switchTo = (next: Language) => {
    language.current = next;
    const url = new URL(window.location.href);
    url.searchParams.set('lang', next);
    window.history.replaceState(null, '', url);
    update();
  };
  const languageSwitch = () =>
    h(
      'nav',
      { class: 'lang', 'aria-label': t('languageLabel') },
      ...(['th', 'en'] as const).map((code) =>
        h('button', { type: 'button', lang: code, 'aria-pressed': String(code === language.current), onclick: () => switchTo(code) }, t(`language.${code}`)),
      ),
    );
  function update(): void {
    document.documentElement.lang = language.current;
    root.replaceChildren(languageSwitch(), ...body(t));
  }
  return { update, t };
}

/** HTML the server sanitised when it was saved (a coupon's condition, a landing page's detail). */
export function sanitisedHtml(className: string, html: string): HTMLElement {
  const block = h('div', { class: className });
  block.innerHTML = html;
  return block;
}

export function notFound(t: T, what: 'coupon' | 'page' | 'game'): Node[] {
  return [h('main', { class: 'card message-page' }, h('h1', {}, t('notFound.title')), h('p', {}, t(`notFound.${what}`)))];
}

export function loading(t: T): Node[] {
  return [h('main', { class: 'card message-page', 'aria-busy': 'true' }, h('p', {}, t('loading')))];
}

export function loadFailed(t: T, retry: () => void): Node[] {
  return [
    h('main', { class: 'card message-page' }, h('p', { role: 'alert' }, t('loadFailed')), h('button', { type: 'button', class: 'secondary', onclick: retry }, t('retry'))),
  ];
}

/** What a page that loads one thing first (a coupon, a game) knows of it. */
export type Loaded<V> = { kind: 'loading' } | { kind: 'ready'; view: V } | { kind: 'not_found' } | { kind: 'failed' };

/** The thing fetched: ready with it, not found on a 404, failed on anything else. */
export async function fetchLoaded<V>(fetch: () => Promise<V>): Promise<Loaded<V>> {
  try {
    return { kind: 'ready', view: await fetch() };
  } catch (failure) {
    return failure instanceof ApiError && failure.status === 404 ? { kind: 'not_found' } : { kind: 'failed' };
  }
}

/** Such a page's body: loading, not found, failed with a retry, or `ready`'s once it is. */
export function loadedBody<V>(t: T, load: Loaded<V>, what: 'coupon' | 'game', retry: () => void, ready: (view: V) => Node[]): Node[] {
  switch (load.kind) {
    case 'loading':
      return loading(t);
    case 'not_found':
      return notFound(t, what);
    case 'failed':
      return loadFailed(t, retry);
    case 'ready':
      return ready(load.view);
  }
}

/** The player's or customer's Thai mobile, labelled, with the phone keyboard and the browser's autofill. */
export function mobileField(t: T, value: string, onInput: (value: string) => void): HTMLElement {
  return h(
    'label',
    {},
    t('phone.mobile'),
    h('input', {
      name: 'mobile',
      type: 'tel',
      inputMode: 'tel',
      autocomplete: 'tel',
      required: true,
      placeholder: '08X XXX XXXX',
      value,
      oninput: (event: Event) => onInput((event.target as HTMLInputElement).value),
    }),
  );
}

/** The code the SMS brought, with the phone's numeric keyboard and its one-time-code autofill. */
export function codeField(t: T, value: string, onInput: (value: string) => void): HTMLElement {
  return h(
    'label',
    {},
    t('phone.code'),
    h('input', {
      name: 'code',
      inputMode: 'numeric',
      autocomplete: 'one-time-code',
      required: true,
      value,
      oninput: (event: Event) => onInput((event.target as HTMLInputElement).value),
    }),
  );
}
