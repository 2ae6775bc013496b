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
  /**
   * Pages around their context, by language and title (see frameFor). The title is the pages' kept
   * string, whose hash V8 keeps: a lookup by it hashes nothing, unlike a key joined per view.
   */
  frames: Map<Language, Map<string, Frame>>;
  /** Frames kept over all languages. */
  frameCount: number;
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
  return { pieces, byLanguage: new Map(), frames: new Map(), frameCount: 0 };
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
 * The page around its context for one language, title and nonce length: constant bytes with
 * placeholders where the nonce goes, so a response is one copy per side and one small copy per
 * nonce, not a write per piece.
 */
interface Frame {
  nonceLength: number;
  before: Buffer;
  beforeNonces: number[];
  after: Buffer;
  afterNonces: number[];
}

/** Frames kept: one per language and title (a page's item names it); titles are many. */
const FRAMES_KEPT = 1000;

function frameFor(template: Template, language: Language, title: string, nonceLength: number): Frame {
  let byTitle = template.frames.get(language);
  if (!byTitle) {
    byTitle = new Map();
    template.frames.set(language, byTitle);
  }
  let frame = byTitle.get(title);
  if (frame?.nonceLength === nonceLength) return frame;
  const placeholder = Buffer.from(` nonce="${'-'.repeat(nonceLength)}"`);
  const escapedTitle = Buffer.from(escapeHtml(title));
  const sides: { parts: Buffer[]; nonces: number[]; length: number }[] = [
    { parts: [], nonces: [], length: 0 },
  ];
  for (const piece of compiledFor(template, language)) {
    const side = sides[sides.length - 1]!;
    if (piece === 'context') {
      sides.push({ parts: [], nonces: [], length: 0 });
      continue;
    }
    if (piece === 'nonce') side.nonces.push(side.length);
    const bytes = piece === 'nonce' ? placeholder : piece === 'title' ? escapedTitle : piece;
    side.parts.push(bytes);
    side.length += bytes.length;
  }
  const [before, after] = sides as [(typeof sides)[0], (typeof sides)[0]];
  frame = {
    nonceLength,
    before: Buffer.concat(before.parts),
    beforeNonces: before.nonces,
    after: Buffer.concat(after.parts),
    afterNonces: after.nonces,
  };
  if (template.frameCount >= FRAMES_KEPT) {
    for (const kept of template.frames.values()) kept.clear();
    template.frameCount = 0;
  }
  byTitle.set(title, frame);
  template.frameCount++;
  return frame;
}

/**
 * Pages are carved out of slabs, as Node's Buffer pool does for small buffers: a buffer of its own
 * per page (an ArrayBuffer, tracked as external memory) cost more than filling it. A slab lives as
 * long as any page carved from it is still being sent.
 */
const SLAB_BYTES = 256 * 1024;
let slab = Buffer.alloc(0);
let slabOffset = 0;

function pageBuffer(length: number): Buffer {
  if (length > SLAB_BYTES / 8) return Buffer.allocUnsafeSlow(length);
  if (slabOffset + length > slab.length) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabOffset = 0;
  }
  const page = slab.subarray(slabOffset, slabOffset + length);
  // Aligned, as Node's pool keeps its slices.
  slabOffset = (slabOffset + length + 7) & ~7;
  return page;
}

/**
 * The page as bytes: the frame is copied whole and the nonce laid over its placeholders; the
 * context's memoised parts are copied, its text encoded once. The page context is JSON, never
 * executed: it needs no nonce.
 */
export function renderPage(template: Template, input: RenderInput): Buffer {
  const frame = frameFor(template, input.language, input.title, input.nonce.length);
  const nonce = ` nonce="${input.nonce}"`;
  let length = frame.before.length + frame.after.length;
  for (const part of input.context) length += byteLength(part);
  const page = pageBuffer(length);
  page.set(frame.before, 0);
  let at = frame.before.length;
  for (const part of input.context) at += writeAt(page, part, at);
  page.set(frame.after, at);
  let first = -1;
  for (const offset of frame.beforeNonces) first = placeNonce(page, nonce, offset, first);
  for (const offset of frame.afterNonces) first = placeNonce(page, nonce, at + offset, first);
  return page;
}

/**
 * The nonce is encoded once, at its first place, then copied within the page to the others: a
 * plain function, not a closure made per page (one was most of the page's cost, 35 places a page).
 * Answers where the nonce was first written.
 */
function placeNonce(page: Buffer, nonce: string, offset: number, first: number): number {
  if (first < 0) {
    page.write(nonce, offset, 'latin1');
    return offset;
  }
  page.copyWithin(offset, first, first + nonce.length);
  return first;
}

const byteLength = (part: Buffer | string) =>
  typeof part === 'string' ? Buffer.byteLength(part) : part.length;
const writeAt = (page: Buffer, part: Buffer | string, at: number) => {
  if (typeof part === 'string') return page.write(part, at);
  page.set(part, at);
  return part.length;
};
