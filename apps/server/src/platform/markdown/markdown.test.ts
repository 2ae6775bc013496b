import { describe, expect, it } from 'vitest';
import { isLinkableUrl } from './link-hosts';
import { isStale, MARKDOWN_RENDERER_VERSION, renderMarkdown } from './markdown';

const inline = (source: string) => renderMarkdown(source, { profile: 'inline' });
const documentHtml = (source: string) => renderMarkdown(source, { profile: 'document' });
/** An event handler attribute inside a real tag (escaped text may say anything). */
const ON_ATTRIBUTE = /<[^>]*\son\w+\s*=/i;
const both = (source: string) => [inline(source), documentHtml(source)];

describe('renderMarkdown: XSS', () => {
  it('shows script tags as text', () => {
    for (const html of both('<script>alert(1)</script>')) {
      expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    }
  });

  it('never lets an on* attribute through, raw or through Markdown', () => {
    for (const html of both('<img src=x onerror=alert(1)> <a href="https://chess.com" onclick="x()">a</a>')) {
      expect(html).not.toMatch(ON_ATTRIBUTE);
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
    for (const html of both('[a](https://chess.com/"onmouseover="alert(1))')) {
      expect(html).not.toMatch(ON_ATTRIBUTE);
    }
  });

  it('refuses javascript:, vbscript: and data: links, in any case or encoding', () => {
    const sources = [
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](&#106;avascript:alert(1))',
      '[x](vbscript:msgbox(1))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '<javascript:alert(1)>',
    ];
    for (const source of sources) {
      for (const html of both(source)) {
        expect(html).not.toContain('<a');
        expect(html).not.toMatch(/href=/);
      }
    }
  });

  it('drops data: and foreign images, keeping their alt text', () => {
    expect(documentHtml('![pic](data:image/png;base64,AAAA)')).toBe('<p>pic</p>');
    expect(documentHtml('![pixel](https://tracker.example/p.gif)')).toBe('<p>pixel</p>');
    expect(documentHtml('![board](https://images.chess.com/b.png)')).toBe(
      '<p><img src="https://images.chess.com/b.png" alt="board" /></p>',
    );
    expect(inline('![board](https://images.chess.com/b.png)')).not.toContain('<img');
  });

  it('keeps nested markup inside allowed tags and escapes what hides in it', () => {
    expect(inline('**[*nested*](https://twitch.tv/a)**')).toBe(
      '<p><strong><a href="https://twitch.tv/a" rel="nofollow noopener"><em>nested</em></a></strong></p>',
    );
    expect(inline('*<b>bold</b>*')).toBe('<p><em>&lt;b&gt;bold&lt;/b&gt;</em></p>');
    expect(inline('`<svg onload=alert(1)>`')).toBe('<p><code>&lt;svg onload=alert(1)&gt;</code></p>');
  });
});

describe('renderMarkdown: links (§9 hosts only)', () => {
  it('auto-links the product’s own, video and social hosts, with rel="nofollow noopener"', () => {
    expect(inline('see https://www.chess.com/member/a')).toBe(
      '<p>see <a href="https://www.chess.com/member/a" rel="nofollow noopener">https://www.chess.com/member/a</a></p>',
    );
    for (const url of ['https://youtube.com/watch?v=1', 'https://www.twitch.tv/x', 'https://chess.tv/live']) {
      expect(inline(url)).toContain(`<a href="${url}" rel="nofollow noopener">`);
    }
  });

  it('leaves any other address as text', () => {
    expect(inline('go to https://evil.com/x now')).toBe('<p>go to https://evil.com/x now</p>');
    expect(inline('https://chess.com.evil.com/')).toBe('<p>https://chess.com.evil.com/</p>');
    expect(inline('https://notchess.com/')).toBe('<p>https://notchess.com/</p>');
  });

  it('undoes a written link to another host, showing where it pointed', () => {
    expect(inline('[click](https://evil.com) [ok](https://chess.com/a)')).toBe(
      '<p>click (https://evil.com) <a href="https://chess.com/a" rel="nofollow noopener">ok</a></p>',
    );
  });

  it('links extra hosts given by the caller, exactly', () => {
    const html = renderMarkdown('https://kingside.test/a', {
      profile: 'inline',
      extraHosts: ['kingside.test'],
    });
    expect(html).toContain('<a href="https://kingside.test/a"');
    expect(isLinkableUrl('https://sub.kingside.test/a', ['kingside.test'])).toBe(false);
  });

  it('never links an address with credentials or another scheme', () => {
    expect(isLinkableUrl('https://user:pw@chess.com/')).toBe(false);
    expect(isLinkableUrl('ftp://chess.com/')).toBe(false);
    expect(isLinkableUrl('not a url')).toBe(false);
  });
});

describe('renderMarkdown: profiles', () => {
  it('inline keeps to emphasis, code, links and line breaks', () => {
    expect(inline('# title\n- item\n> quote')).toBe('<p># title<br />\n- item<br />\n&gt; quote</p>');
    expect(inline('~~gone~~ **b** _i_')).toBe('<p><s>gone</s> <strong>b</strong> <em>i</em></p>');
  });

  it('document has blocks', () => {
    expect(documentHtml('# title\n\n- item')).toBe('<h1>title</h1>\n<ul>\n<li>item</li>\n</ul>');
  });
});

describe('isStale', () => {
  it('asks for a new rendering when the version differs', () => {
    expect(isStale(MARKDOWN_RENDERER_VERSION)).toBe(false);
    expect(isStale(MARKDOWN_RENDERER_VERSION - 1)).toBe(true);
    expect(isStale(null)).toBe(true);
  });
});
