import type { Language } from '../../common/i18n/messages.js';
import type { UnsubscribeView } from './unsubscribe.service.js';

type Translate = (key: string) => string;

export type UnsubscribePageState = 'ask' | 'done' | 'unknown';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

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
  const other: Language = language === 'th' ? 'en' : 'th';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${fill(t('unsubscribe.title'))}</title>
<style>
body{font-family:system-ui,"Noto Sans Thai",sans-serif;margin:0;background:#f5f7fa;color:#1f2933}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.3rem;margin-top:0}
button{font-size:1rem;padding:.7rem 1.2rem;border:0;border-radius:4px;background:#01a9f4;color:#fff;cursor:pointer;width:100%}
nav{margin-top:1.5rem;font-size:.9rem}
</style>
</head>
<body>
<main>
${body}
<nav><a href="${self}?lang=${other}" hreflang="${other}">${fill(t('unsubscribe.otherLanguage'))}</a></nav>
</main>
</body>
</html>
`;
}
