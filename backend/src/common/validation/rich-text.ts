import sanitizeHtml from 'sanitize-html';

/** An image uploaded to this product, by its address relative to the page: `/i/<uuid>` and nothing else. */
const OWN_IMAGE = /^\/i\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
      img: (tagName, attribs) => ({ tagName, attribs: keptImageSource(attribs) }),
    },
  }).trim();
}

/**
 * An address with a scheme meets the scheme check (https, data); one without (relative, or
 * `//host/…`), which that check lets through, stays only as an uploaded image's `/i/<uuid>`.
 */
function keptImageSource(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { src, ...rest } = attribs;
  if (src === undefined || /^[a-z][a-z0-9+.-]*:/i.test(src.trim()) || OWN_IMAGE.test(src)) return attribs;
  return rest;
}
