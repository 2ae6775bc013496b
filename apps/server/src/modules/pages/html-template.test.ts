import { describe, expect, it } from 'vitest';
import {
  compileTemplate,
  loadTemplate,
  type RenderInput,
  renderPage,
  scriptJson,
  type Template,
} from './html-template';

const context = [scriptJson({ language: 'es', csrfToken: 't' })];
const render = (template: Template, input: RenderInput) => renderPage(template, input).toString('utf8');

describe('page template', () => {
  it('fills in the language, the title and the page context', () => {
    const template = compileTemplate(
      '<!doctype html><html lang="en"><head><title>Kingside</title></head><body></body></html>',
    );
    const html = render(template, { language: 'es', title: 'Jugar · Kingside', context, nonce: 'n' });
    expect(html).toBe(
      '<!doctype html><html lang="es"><head><title>Jugar · Kingside</title>' +
        '<script id="page-context" type="application/json">{"language":"es","csrfToken":"t"}</script></head><body></body></html>',
    );
  });

  it('marks right-to-left languages and escapes what could end the title or the script', () => {
    const html = render(loadTemplate(null), {
      language: 'ar',
      title: '</title><script>x</script>',
      context: [Buffer.from(scriptJson({ evil: '</script><!--' })), scriptJson({ lines: 'a\u2028b\u2029c' })],
      nonce: 'n',
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('{"evil":"\\u003c/script>\\u003c!--"}{"lines":"a\\u2028b\\u2029c"}');
  });

  it('puts the nonce on every script, inline style and module preload, nowhere else', () => {
    const template = compileTemplate(
      '<!doctype html><html lang="en"><head><title>K</title><style>html{background:#000}</style>' +
        '<script type="module" crossorigin src="/bundles/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/bundles/vendor.js">' +
        '<link rel="stylesheet" href="/bundles/index.css"></head><body><script src="/late.js"></script></body></html>',
    );
    const html = render(template, { language: 'en', title: 'K', context, nonce: 'AbC+/9==' });
    expect(html).toContain('<script nonce="AbC+/9==" type="module" crossorigin src="/bundles/index.js">');
    expect(html).toContain(
      '<link nonce="AbC+/9==" rel="modulepreload" crossorigin href="/bundles/vendor.js">',
    );
    expect(html).toContain('<style nonce="AbC+/9==">html{background:#000}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/bundles/index.css">');
    expect(html).toContain('<body><script nonce="AbC+/9==" src="/late.js">');
    expect(html).toContain('<script id="page-context" type="application/json">');
    expect(html.match(/nonce=/g)).toHaveLength(4);
  });

  it('refuses a template without its insertion points', () => {
    expect(() => compileTemplate('<html><head></head></html>')).toThrow(/needs <html lang="en">/);
  });
});

describe('pages rendered in turn', () => {
  const template = compileTemplate(
    '<!doctype html><html lang="en"><head><title>K</title><script src="/a.js"></script></head>' +
      '<body><script src="/b.js"></script></body></html>',
  );

  it('each keep their own nonce, title and context', () => {
    const first = renderPage(template, {
      language: 'en',
      title: 'One',
      context: ['{"n":1}'],
      nonce: 'first+nonce=',
    });
    const second = renderPage(template, {
      language: 'de',
      title: 'Two',
      context: ['{"n":2}'],
      nonce: 'second/nonce',
    });
    expect(first.toString()).toBe(
      '<!doctype html><html lang="en"><head><title>One</title><script nonce="first+nonce=" src="/a.js"></script>' +
        '<script id="page-context" type="application/json">{"n":1}</script></head>' +
        '<body><script nonce="first+nonce=" src="/b.js"></script></body></html>',
    );
    expect(second.toString()).toBe(
      '<!doctype html><html lang="de"><head><title>Two</title><script nonce="second/nonce" src="/a.js"></script>' +
        '<script id="page-context" type="application/json">{"n":2}</script></head>' +
        '<body><script nonce="second/nonce" src="/b.js"></script></body></html>',
    );
  });

  it('fit nonces of any length into the same page', () => {
    for (const nonce of ['n', 'a-much-longer-nonce-than-usual', 'n']) {
      const html = render(template, { language: 'en', title: 'K', context, nonce });
      expect(html.match(/nonce="([^"]*)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    }
  });

  it('are whole when bigger than what is carved out of a shared slab', () => {
    const big = 'x'.repeat(100_000);
    const html = render(template, { language: 'en', title: 'K', context: [`"${big}"`], nonce: 'n' });
    expect(html).toContain(`<script id="page-context" type="application/json">"${big}"</script>`);
    expect(html.endsWith('</body></html>')).toBe(true);
  });
});
