import { readFileSync } from 'node:fs';
import { type Language, PAGE_CONTEXT_ELEMENT_ID, type PageContext, RTL_LANGUAGES } from '@kingside/contract';

/** Used when the web app is not built (API-only tests): still a real page with language, title and context. */
const FALLBACK = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kingside</title></head>
<body><div id="root"></div></body>
</html>`;

/**
 * The page template cut once at its three insertion points, so rendering is string concatenation.
 * Each part is further cut where a script (or a module preload) needs this response's CSP nonce.
 */
export interface Template {
  head: string[];
  beforeTitle: string[];
  beforeHeadEnd: string[];
  rest: string[];
}

/** Right after the tag name of every element the CSP nonce must be on. */
const NONCE_POINT = /<script\b|<link\b(?=[^>]*\brel="modulepreload")/g;

function cutForNonce(html: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const match of html.matchAll(NONCE_POINT)) {
    const at = match.index + match[0].length;
    parts.push(html.slice(from, at));
    from = at;
  }
  parts.push(html.slice(from));
  return parts;
}

export function loadTemplate(file: string | null): Template {
  let html = FALLBACK;
  if (file) {
    try {
      html = readFileSync(file, 'utf8');
    } catch {}
  }
  return compileTemplate(html);
}

export function compileTemplate(html: string): Template {
  const lang = html.indexOf('<html lang="en">');
  const title = html.search(/<title>[^<]*<\/title>/);
  const titleEnd = html.indexOf('</title>', title) + '</title>'.length;
  const headEnd = html.indexOf('</head>');
  if (lang < 0 || title < 0 || headEnd < titleEnd) {
    throw new Error('The page template needs <html lang="en">, one <title> and </head>, in that order');
  }
  return {
    head: cutForNonce(html.slice(0, lang)),
    beforeTitle: cutForNonce(html.slice(lang + '<html lang="en">'.length, title)),
    beforeHeadEnd: cutForNonce(html.slice(titleEnd, headEnd)),
    rest: cutForNonce(html.slice(headEnd)),
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON inside <script> must never contain `</script>`, an HTML comment opener or a raw line
 * separator. One pass, not three: this runs on every page view.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(SCRIPT_UNSAFE, (c) => SCRIPT_ESCAPES[c]!);

export interface RenderInput {
  language: Language;
  title: string;
  context: PageContext;
  /** This response's CSP nonce (base64: nothing to escape in an attribute). */
  nonce: string;
}

/** The page context is JSON, never executed: it needs no nonce. */
export function renderPage(template: Template, input: RenderInput): string {
  const dir = RTL_LANGUAGES.includes(input.language) ? ' dir="rtl"' : '';
  const nonce = ` nonce="${input.nonce}"`;
  return (
    `${template.head.join(nonce)}<html lang="${input.language}"${dir}>${template.beforeTitle.join(nonce)}` +
    `<title>${escapeHtml(input.title)}</title>${template.beforeHeadEnd.join(nonce)}` +
    `<script id="${PAGE_CONTEXT_ELEMENT_ID}" type="application/json">${scriptJson(input.context)}</script>` +
    template.rest.join(nonce)
  );
}
