import { renderMarkdown } from './markdown';

describe('policy page Markdown', () => {
  it.each([
    ['a script tag', '<script>alert(1)</script>', '<script'],
    ['an image with onerror', '<img src=x onerror="alert(1)">', '<img'],
    ['an inline event handler', '<a href="/x" onclick="alert(1)">x</a>', '<a href="/x"'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['a javascript: link', '[click](javascript:alert(1))', 'href="javascript:'],
    ['an encoded javascript: link', '[click](JaVaScRiPt&#58;alert(1))', 'href="javascript'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'href="data:'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))', 'href="vbscript:'],
    ['an autolink to javascript:', '<javascript:alert(1)>', 'href="javascript:'],
    ['a Markdown image (another host)', '![x](https://evil.example/pixel.png)', '<img'],
    ['a protocol-relative link', '[x](//evil.example)', 'href="//'],
  ])('renders %s harmless', (_what, source, forbidden) => {
    const html = renderMarkdown(source);
    expect(html.toLowerCase()).not.toContain(forbidden.toLowerCase());
    expect(html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
  });

  it('shows typed HTML as text', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });

  it('keeps the Markdown staff need: headings, lists, tables, emphasis and safe links', () => {
    const html = renderMarkdown('## Fees\n\n- **Standard**: ₵30.00\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Track](/track) [Mail](mailto:support@kente.example) [Call](tel:+233241234567) [IG](https://instagram.com/kente)');
    expect(html).toContain('<h2>Fees</h2>');
    expect(html).toContain('<li><strong>Standard</strong>: ₵30.00</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="/track">Track</a>');
    expect(html).toContain('<a href="mailto:support@kente.example">Mail</a>');
    expect(html).toContain('<a href="tel:+233241234567">Call</a>');
    expect(html).toContain('<a href="https://instagram.com/kente" rel="noopener noreferrer">IG</a>');
  });
});
