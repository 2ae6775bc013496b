/** Content: articles for now; blogs, news, video and lessons join later. */
export { type ContentRepo, createContentRepo, type NewArticle } from './content.repo';
export type { ArticleRow } from './content.tables';
