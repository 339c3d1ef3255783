import { escapeHtml, personPage } from '../../common/http/person-page.js';
import type { Language } from '../../common/i18n/messages.js';
import type { ConsentView } from './consents.service.js';

type Translate = (key: string) => string;

/**
 * The page an e-Consent link opens: who asks, the consent's wording, and two buttons. Asking is
 * a GET and each answer a POST, so a link previewer that fetches the URL decides nothing. Once
 * answered, it says so and offers the other answer: a person may change their mind.
 */
export function consentPage(view: ConsentView | null, code: string, language: Language, t: Translate): string {
  const fill = (text: string) =>
    escapeHtml(text)
      .replace('%{account}', `<strong>${escapeHtml(view?.accountName ?? '')}</strong>`)
      .replace('%{mobile}', `<strong>${escapeHtml(view?.maskedMobile ?? '')}</strong>`);
  const self = `/e/${encodeURIComponent(code)}`;
  const answer = (decision: 'accept' | 'decline', secondary: boolean) =>
    `<form method="post" action="${self}/${decision}?lang=${language}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${fill(t(`consent.${decision}`))}</button></form>`;
  let body: string;
  if (!view) {
    body = `<h1>${fill(t('consent.unknownTitle'))}</h1><p>${fill(t('consent.unknown'))}</p>`;
  } else {
    const status = view.decision ? `<p role="status"><strong>${fill(t(`consent.${view.decision}`))}</strong></p>` : '';
    body = `<h1>${fill(t('consent.title'))}</h1><p>${fill(t('consent.ask'))}</p><p>${fill(t('consent.marketingText'))}</p>${status}
${view.decision !== 'accepted' ? answer('accept', false) : ''}${view.decision !== 'declined' ? answer('decline', view.decision !== 'accepted') : ''}`;
  }
  return personPage({ title: t('consent.title'), body, language, self, otherLanguage: t('consent.otherLanguage') });
}
