import { renderMarkdown } from '../../platform/markdown';

/** A lesson's text renders like an article's: blocks, and boards for FEN/PGN diagrams. */
export const renderLesson = (body: string) => renderMarkdown(body, { profile: 'document', diagrams: true });
