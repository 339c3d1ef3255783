import sanitizeHtml from 'sanitize-html';

/**
 * Rich text an operator wrote (a coupon's condition, a landing page), kept to formatting,
 * links and images: no script, style, iframe, form or event handler ever reaches a public page.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'code',
      'a',
      'img',
      'span',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], span: ['style'] },
    allowedStyles: { span: { color: [/^#[0-9a-f]{3,6}$/i, /^[a-z]+$/i] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  }).trim();
}
