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
  /**
   * `document` only: a fenced block whose info is `fen` or `pgn` becomes a board placeholder,
   * `<div class="chess-diagram" data-chess-fen|data-chess-pgn="…">` holding the text as a fallback,
   * which the web app turns into a board. Off: such a block is code like any other.
   */
  diagrams?: boolean;
  /** `document` only: images stored by platform/uploads (`/uploads/<sha256>.webp`) are shown too. */
  uploadedImages?: boolean;
}

/** An image platform/uploads stored: served by this site, re-encoded, named by its content. */
const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f]{64}\.webp$/;

/** The fenced blocks `diagrams` turns into boards, and the attribute each carries its text in. */
export const DIAGRAM_ATTRIBUTES = { fen: 'data-chess-fen', pgn: 'data-chess-pgn' } as const;
/** Longest text a diagram block carries (a long game's PGN); longer ones stay code. */
const DIAGRAM_MAX = 20_000;

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

// Fenced `fen`/`pgn` blocks become board placeholders when the render asks for diagrams (env).
const defaultFence = parsers.document.renderer.rules.fence!;
parsers.document.renderer.rules.fence = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const info = token.info.trim().toLowerCase();
  if (
    !(env as RenderEnv).diagrams ||
    (info !== 'fen' && info !== 'pgn') ||
    token.content.length > DIAGRAM_MAX
  )
    return defaultFence(tokens, index, options, env, self);
  const text = parsers.document.utils.escapeHtml(token.content.trim());
  return `<div class="chess-diagram" ${DIAGRAM_ATTRIBUTES[info]}="${text}"><pre>${text}</pre></div>\n`;
};

type RenderEnv = Record<PropertyKey, unknown> & { diagrams?: boolean };

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

/** The document rules plus the diagram placeholder: a div with its one class and its text attribute. */
const withDiagrams: sanitizeHtml.IOptions = {
  ...sanitizers.document,
  allowedTags: [...DOCUMENT_TAGS, 'div'],
  allowedAttributes: {
    ...sanitizers.document.allowedAttributes,
    div: ['class', ...Object.values(DIAGRAM_ATTRIBUTES)],
  },
  allowedClasses: { div: ['chess-diagram'] },
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
function keepTrustedHosts(tokens: Token[], extraHosts: readonly string[], uploaded: boolean): void {
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
        if (
          (src.startsWith('https:') && isLinkableUrl(src, extraHosts)) ||
          (uploaded && UPLOADED_IMAGE.test(src))
        )
          kept.push(token);
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
  const env: RenderEnv = { diagrams: options.profile === 'document' && options.diagrams === true };
  const tokens = parser.parse(source, env);
  const uploaded = options.profile === 'document' && options.uploadedImages === true;
  keepTrustedHosts(tokens, options.extraHosts ?? [], uploaded);
  const html = parser.renderer.render(tokens, parser.options, env);
  return sanitizeHtml(html, env.diagrams ? withDiagrams : sanitizers[options.profile]).trim();
}

/** Whether HTML cached at `version` must be rendered again. */
export const isStale = (version: number | null | undefined) => version !== MARKDOWN_RENDERER_VERSION;
