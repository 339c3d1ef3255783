import { escapeHtml, personPage } from '../../common/http/person-page.js';
import type { Language } from '../../common/i18n/messages.js';
import type { UnsubscribeView } from './unsubscribe.service.js';

type Translate = (key: string) => string;

export type UnsubscribePageState = 'ask' | 'done' | 'unknown';

/**
 * The opt-out page a message's link opens on a phone: plain HTML, no script, small enough for
 * any connection. Asking is a GET and unsubscribing a POST, so a link previewer that fetches
 * the URL never unsubscribes anyone.
 */
export function unsubscribePage(
  state: UnsubscribePageState,
  view: UnsubscribeView | null,
  code: string,
  language: Language,
  t: Translate,
): string {
  const fill = (text: string) =>
    escapeHtml(text)
      .replace('%{account}', `<strong>${escapeHtml(view?.accountName ?? '')}</strong>`)
      .replace('%{mobile}', `<strong>${escapeHtml(view?.maskedMobile ?? '')}</strong>`);
  const self = `/u/${encodeURIComponent(code)}`;
  let body: string;
  if (state === 'unknown' || !view) {
    body = `<h1>${fill(t('unsubscribe.unknownTitle'))}</h1><p>${fill(t('unsubscribe.unknown'))}</p>`;
  } else if (state === 'done' || view.unsubscribed) {
    body = `<h1>${fill(t('unsubscribe.doneTitle'))}</h1><p role="status">${fill(t('unsubscribe.done'))}</p>`;
  } else {
    body = `<h1>${fill(t('unsubscribe.title'))}</h1><p>${fill(t('unsubscribe.ask'))}</p>
<form method="post" action="${self}?lang=${language}"><button type="submit">${fill(t('unsubscribe.confirm'))}</button></form>`;
  }
  return personPage({ title: t('unsubscribe.title'), body, language, self, otherLanguage: t('unsubscribe.otherLanguage') });
}
