import type { PageContext } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { compileTemplate, loadTemplate, renderPage } from './html-template';

const context = { language: 'es', csrfToken: 't' } as unknown as PageContext;

describe('page template', () => {
  it('fills in the language, the title and the page context', () => {
    const template = compileTemplate(
      '<!doctype html><html lang="en"><head><title>Kingside</title></head><body></body></html>',
    );
    const html = renderPage(template, { language: 'es', title: 'Jugar · Kingside', context });
    expect(html).toBe(
      '<!doctype html><html lang="es"><head><title>Jugar · Kingside</title>' +
        '<script id="page-context" type="application/json">{"language":"es","csrfToken":"t"}</script></head><body></body></html>',
    );
  });

  it('marks right-to-left languages and escapes what could end the title or the script', () => {
    const html = renderPage(loadTemplate(null), {
      language: 'ar',
      title: '</title><script>x</script>',
      context: { evil: '</script><!--' } as unknown as PageContext,
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('{"evil":"\\u003c/script>\\u003c!--"}');
  });

  it('refuses a template without its insertion points', () => {
    expect(() => compileTemplate('<html><head></head></html>')).toThrow(/needs <html lang="en">/);
  });
});
