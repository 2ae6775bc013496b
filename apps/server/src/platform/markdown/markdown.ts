import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { isLinkableUrl } from './link-hosts';

/**
 * Bumped whenever the rules below change what HTML a text renders to: HTML cached beside a stored
 * text with an older version is rendered again (`isStale`).
 */
export const MARKDOWN_RENDERER_VERSION = 1;

/**
 * `inline`: a chat line or a direct message (emphasis, code, links, line breaks; no headings,
 * lists or images). `document`: blog posts, comments, forum posts (blocks too, https images).
 */
export type MarkdownProfile = 'inline' | 'document';

export interface MarkdownOptions {
  profile: MarkdownProfile;
  /** Hosts linked besides §9's (this deployment's own public host, say): exact names. */
  extraHosts?: readonly string[];
}

const INLINE_RULES = [
  'emphasis',
  'strikethrough',
  'backticks',
  'link',
  'linkify',
  'newline',
  'escape',
  'entity',
];

function createParser(profile: MarkdownProfile): MarkdownIt {
  // `html: false`: raw HTML in the source is text, never markup; the sanitiser below is the second wall.
  if (profile === 'inline') {
    return markdownIt('zero', { html: false, linkify: true, breaks: true }).enable(INLINE_RULES);
  }
  return markdownIt('default', { html: false, linkify: true, breaks: false, typographer: false });
}

const parsers: Record<MarkdownProfile, MarkdownIt> = {
  inline: createParser('inline'),
  document: createParser('document'),
};

const INLINE_TAGS = ['p', 'br', 'em', 'strong', 's', 'del', 'code', 'a'];
const DOCUMENT_TAGS = [
  ...INLINE_TAGS,
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
];

function sanitizeOptions(profile: MarkdownProfile): sanitizeHtml.IOptions {
  return {
    allowedTags: profile === 'inline' ? INLINE_TAGS : DOCUMENT_TAGS,
    allowedAttributes: {
      a: ['href', 'rel'],
      img: ['src', 'alt', 'title'],
      ol: ['start'],
      th: ['style'],
      td: ['style'],
    },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener' } }),
    },
  };
}
const sanitizers: Record<MarkdownProfile, sanitizeHtml.IOptions> = {
  inline: sanitizeOptions('inline'),
  document: sanitizeOptions('document'),
};

function textToken(like: Token, content: string): Token {
  const made = new (like.constructor as typeof Token)('text', '', 0);
  made.content = content;
  return made;
}

/**
 * Keeps a link only when its target is on an auto-linked host. Any other link is undone: its text
 * stays, followed by the address in brackets when the text did not show it, so nobody is led to an
 * address they cannot see. Images load only from those hosts too (no tracking pixels, no `data:`):
 * any other image is its alt text.
 */
function keepTrustedHosts(tokens: Token[], extraHosts: readonly string[]): void {
  for (const block of tokens) {
    const children = block.children;
    if (!children) continue;
    const kept: Token[] = [];
    const open: { foreign: boolean; href: string; text: string }[] = [];
    for (const token of children) {
      if (token.type === 'link_open') {
        const href = String(token.attrGet('href') ?? '');
        open.push({ foreign: !isLinkableUrl(href, extraHosts), href, text: '' });
        if (!open.at(-1)!.foreign) kept.push(token);
        continue;
      }
      if (token.type === 'link_close') {
        const link = open.pop();
        if (!link?.foreign) {
          kept.push(token);
          continue;
        }
        if (link.text !== link.href && token.markup !== 'linkify')
          kept.push(textToken(token, ` (${link.href})`));
        continue;
      }
      if (token.type === 'image') {
        const src = String(token.attrGet('src') ?? '');
        if (src.startsWith('https:') && isLinkableUrl(src, extraHosts)) kept.push(token);
        else kept.push(textToken(token, token.content));
        continue;
      }
      const inside = open.at(-1);
      if (inside && token.type === 'text') inside.text += token.content;
      kept.push(token);
    }
    block.children = kept;
  }
}

/** Renders member-written Markdown to HTML that is safe to put on a page as is. */
export function renderMarkdown(source: string, options: MarkdownOptions): string {
  const parser = parsers[options.profile];
  const tokens = parser.parse(source, {});
  keepTrustedHosts(tokens, options.extraHosts ?? []);
  const html = parser.renderer.render(tokens, parser.options, {});
  return sanitizeHtml(html, sanitizers[options.profile]).trim();
}

/** Whether HTML cached at `version` must be rendered again. */
export const isStale = (version: number | null | undefined) => version !== MARKDOWN_RENDERER_VERSION;
