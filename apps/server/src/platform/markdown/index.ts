/** The one renderer of text members write (DESIGN.md §8): Markdown → sanitised HTML, cached by version. */
export { AUTO_LINK_DOMAINS, isLinkableUrl } from './link-hosts';
export {
  DIAGRAM_ATTRIBUTES,
  isStale,
  MARKDOWN_RENDERER_VERSION,
  type MarkdownOptions,
  type MarkdownProfile,
  renderMarkdown,
} from './markdown';
