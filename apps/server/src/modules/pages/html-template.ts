import { readFileSync } from 'node:fs';
import { type Language, PAGE_CONTEXT_ELEMENT_ID, RTL_LANGUAGES } from '@kingside/contract';

/** Used when the web app is not built (API-only tests): still a real page with language, title and context. */
const FALLBACK = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kingside</title></head>
<body><div id="root"></div></body>
</html>`;

/**
 * The page template cut once at its insertion points. What lies between them is constant for a
 * language, so it is kept as bytes per language and a page is a handful of copies into one buffer.
 */
export interface Template {
  /** Constant text and slots, in order; `lang` is the `<html lang>` attribute (and `dir`). */
  pieces: Piece[];
  byLanguage: Map<Language, CompiledPiece[]>;
}

type Slot = 'lang' | 'nonce' | 'title' | 'context';
type Piece = string | { slot: Slot };
type CompiledPiece = Buffer | Exclude<Slot, 'lang'>;

/** Right after the tag name of every element the CSP nonce must be on (the inline first-paint style too). */
const NONCE_POINT = /<script\b|<style\b|<link\b(?=[^>]*\brel="modulepreload")/g;

function cutForNonce(html: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (const match of html.matchAll(NONCE_POINT)) {
    const at = match.index + match[0].length;
    pieces.push(html.slice(from, at), { slot: 'nonce' });
    from = at;
  }
  pieces.push(html.slice(from));
  return pieces;
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
  const pieces: Piece[] = [
    ...cutForNonce(html.slice(0, lang)),
    '<html lang="',
    { slot: 'lang' },
    '>',
    ...cutForNonce(html.slice(lang + '<html lang="en">'.length, title)),
    '<title>',
    { slot: 'title' },
    '</title>',
    ...cutForNonce(html.slice(titleEnd, headEnd)),
    `<script id="${PAGE_CONTEXT_ELEMENT_ID}" type="application/json">`,
    { slot: 'context' },
    '</script>',
    ...cutForNonce(html.slice(headEnd)),
  ];
  return { pieces, byLanguage: new Map() };
}

/** The template for one language: the language filled in, neighbouring constant text joined. */
function compiledFor(template: Template, language: Language): CompiledPiece[] {
  let compiled = template.byLanguage.get(language);
  if (compiled) return compiled;
  compiled = [];
  let text = '';
  for (const piece of template.pieces) {
    if (typeof piece === 'string') text += piece;
    else if (piece.slot === 'lang')
      text += `${language}"${RTL_LANGUAGES.includes(language) ? ' dir="rtl"' : ''}`;
    else {
      compiled.push(Buffer.from(text), piece.slot);
      text = '';
    }
  }
  compiled.push(Buffer.from(text));
  template.byLanguage.set(language, compiled);
  return compiled;
}

const HTML_UNSAFE = /[&<>"']/;
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Titles seldom need escaping: a test is cheaper than a replace that finds nothing. */
const escapeHtml = (text: string) =>
  HTML_UNSAFE.test(text) ? text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!) : text;

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON inside <script> must never contain `</script>`, an HTML comment opener or a raw line
 * separator. One pass, not three: this runs on every page view.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(SCRIPT_UNSAFE, (c) => SCRIPT_ESCAPES[c]!);

/**
 * The page context as `scriptJson` writes it, in parts: bytes for what is memoised (encoded once),
 * text for the rest (page-context-json.ts).
 */
export type ContextJson = readonly (Buffer | string)[];

export interface RenderInput {
  language: Language;
  title: string;
  context: ContextJson;
  /** This response's CSP nonce (base64: nothing to escape in an attribute). */
  nonce: string;
}

/**
 * The page as bytes: constant and memoised parts are copied, not encoded again for each response.
 * The page context is JSON, never executed: it needs no nonce.
 */
export function renderPage(template: Template, input: RenderInput): Buffer {
  const compiled = compiledFor(template, input.language);
  const nonce = ` nonce="${input.nonce}"`;
  const title = escapeHtml(input.title);
  let length = 0;
  for (const piece of compiled) {
    if (typeof piece !== 'string') length += piece.length;
    else if (piece === 'nonce') length += nonce.length;
    else if (piece === 'title') length += Buffer.byteLength(title);
    else for (const part of input.context) length += byteLength(part);
  }
  const page = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of compiled) {
    if (typeof piece !== 'string') at += piece.copy(page, at);
    else if (piece === 'nonce') at += page.write(nonce, at, 'latin1');
    else if (piece === 'title') at += page.write(title, at);
    else for (const part of input.context) at += writeAt(page, part, at);
  }
  return page;
}

const byteLength = (part: Buffer | string) =>
  typeof part === 'string' ? Buffer.byteLength(part) : part.length;
const writeAt = (page: Buffer, part: Buffer | string, at: number) =>
  typeof part === 'string' ? page.write(part, at) : part.copy(page, at);
