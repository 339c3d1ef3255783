import type { Request } from 'express';
import { pickLanguage, type Language } from '../i18n/messages.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/**
 * The frame of a page a message's link opens on a phone (unsubscribe, e-Consent): plain HTML,
 * no script, small enough for any connection, with a link to the same page in the other
 * language. `title` is text; `body` is HTML the caller escaped.
 */
export function personPage({
  title,
  body,
  language,
  self,
  otherLanguage,
}: {
  title: string;
  body: string;
  language: Language;
  self: string;
  otherLanguage: string;
}): string {
  const other: Language = language === 'th' ? 'en' : 'th';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,"Noto Sans Thai",sans-serif;margin:0;background:#f5f7fa;color:#1f2933}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.3rem;margin-top:0}
button{font-size:1rem;padding:.7rem 1.2rem;border:0;border-radius:4px;background:#01a9f4;color:#fff;cursor:pointer;width:100%}
button.secondary{background:#fff;color:#1f2933;border:1px solid #9aa5b1;margin-top:.75rem}
nav{margin-top:1.5rem;font-size:.9rem}
</style>
</head>
<body>
<main>
${body}
<nav><a href="${self}?lang=${other}" hreflang="${other}">${escapeHtml(otherLanguage)}</a></nav>
</main>
</body>
</html>
`;
}

/** The page's language: `?lang=` first, then the browser's languages; Thai for a browser that says nothing. */
export function readerLanguage(lang: unknown, req: Request): Language {
  if (lang === 'th' || lang === 'en') return lang;
  const header = req.headers['accept-language'];
  return header ? pickLanguage(header) : 'th';
}
