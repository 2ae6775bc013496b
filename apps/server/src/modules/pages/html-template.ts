import { readFileSync } from 'node:fs';
import { type Language, PAGE_CONTEXT_ELEMENT_ID, type PageContext, RTL_LANGUAGES } from '@kingside/contract';

/** Used when the web app is not built (API-only tests): still a real page with language, title and context. */
const FALLBACK = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kingside</title></head>
<body><div id="root"></div></body>
</html>`;

export function loadTemplate(file: string | null): string {
  if (!file) return FALLBACK;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return FALLBACK;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script> must never contain `</script>` or an HTML comment opener. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface RenderInput {
  language: Language;
  title: string;
  context: PageContext;
}

export function renderPage(template: string, input: RenderInput): string {
  const dir = RTL_LANGUAGES.includes(input.language) ? ' dir="rtl"' : '';
  const script = `<script id="${PAGE_CONTEXT_ELEMENT_ID}" type="application/json">${scriptJson(input.context)}</script>`;
  return template
    .replace('<html lang="en">', `<html lang="${input.language}"${dir}>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(input.title)}</title>`)
    .replace('</head>', `${script}</head>`);
}
