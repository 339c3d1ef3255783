import { sanitizeRichText } from '../../backend/src/common/validation/rich-text.js';

// Rich text operators write (coupon conditions, landing pages) is shown on public pages: only
// formatting, links and images get through.

describe('rich text', () => {
  it('keeps formatting, lists and headings', () => {
    const html =
      '<h2>Terms</h2><p><strong>One</strong> <em>per</em> <u>person</u> <s>only</s><br></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><h3>x</h3><h4>y</h4><b>b</b><i>i</i>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Terms</h2><p><strong>One</strong> <em>per</em> <u>person</u> <s>only</s><br /></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><h3>x</h3><h4>y</h4><b>b</b><i>i</i>',
    );
  });

  it("keeps what the console's rich-text editor (Tiptap) makes: headings, marks, lists of paragraphs, links, images", () => {
    const html =
      '<h2>Terms</h2><p><strong>One</strong> <em>per</em> <u>person</u> <s>only</s> <code>CODE</code></p>' +
      '<ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol><blockquote><p>q</p></blockquote><h3>x</h3>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">shop</a></p>' +
      '<img src="data:image/png;base64,AAAA" alt="">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Terms</h2><p><strong>One</strong> <em>per</em> <u>person</u> <s>only</s> <code>CODE</code></p>' +
        '<ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol><blockquote><p>q</p></blockquote><h3>x</h3>' +
        '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">shop</a></p>' +
        '<img src="data:image/png;base64,AAAA" alt="" />',
    );
    expect(sanitizeRichText('<code onclick="x()" class="c">c</code>')).toBe('<code>c</code>');
  });

  it('drops scripts, styles, frames, forms and event handlers, keeping their text only where it is text', () => {
    expect(sanitizeRichText('<p onclick="x()">hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<style>p{}</style><iframe src="https://x"></iframe><form><input></form>ok')).toBe('ok');
    expect(sanitizeRichText('<h1>big</h1><div>d</div>')).toBe('bigd');
  });

  it('opens links in a new tab without an opener, and keeps only safe schemes', () => {
    expect(sanitizeRichText('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
    for (const href of ['mailto:a@example.com', 'tel:+66812345678', 'http://example.com'])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeRichText('<a href="https://x" title="t" style="color:red">x</a>')).not.toMatch(/title|style/);
  });

  it('takes images over https or as data, with their size and alternative text', () => {
    expect(sanitizeRichText('<img src="https://x/a.png" alt="a" width="10" height="20" onerror="x()">')).toBe(
      '<img src="https://x/a.png" alt="a" width="10" height="20" />',
    );
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA" />');
    expect(sanitizeRichText('<img src="http://x/a.png">')).toBe('<img />');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('<img />');
    // An uploaded image's own address, and no other address without a scheme.
    const own = '/i/0b6f7c2e-4a55-4f0e-9a43-1d2c3b4a5f60';
    expect(sanitizeRichText(`<img src="${own}" alt="">`)).toBe(`<img src="${own}" alt="" />`);
    expect(sanitizeRichText('<img src="/api/accounts">')).toBe('<img />');
    expect(sanitizeRichText(`<img src="${own}/x">`)).toBe('<img />');
    expect(sanitizeRichText('<img src="//evil.example/a.png">')).toBe('<img />');
    expect(sanitizeRichText('<img src="/i/not-a-uuid">')).toBe('<img />');
  });

  it.each([
    ['<span style="color:#ff0000">r</span>', '<span style="color:#ff0000">r</span>'],
    ['<span style="color:red">r</span>', '<span style="color:red">r</span>'],
    ['<span style="color:#ff00001">r</span>', '<span>r</span>'],
    ['<span style="color:url(x)">r</span>', '<span>r</span>'],
    ['<span style="color:url(x)#fff">r</span>', '<span>r</span>'],
    ['<span style="color:url(x)red">r</span>', '<span>r</span>'],
    ['<span style="background:red">r</span>', '<span>r</span>'],
    ['<p style="color:red">p</p>', '<p>p</p>'],
  ])('keeps a colour on a span, and no other style: %s', (html, kept) => {
    expect(sanitizeRichText(html)).toBe(kept);
  });

  it('trims the result', () => {
    expect(sanitizeRichText('  <p>x</p>\n ')).toBe('<p>x</p>');
    expect(sanitizeRichText('<script>only</script>')).toBe('');
  });
});
