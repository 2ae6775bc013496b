/**
 * The forum pages in one chunk: the router's entry names each page it loads lazily, so one chunk
 * for the four keeps the entry (on every page's first load, the game page's too) small.
 */
export { ForumCategoryPage } from './ForumCategoryPage';
export { ForumIndexPage } from './ForumIndexPage';
export { ForumTopicPage } from './ForumTopicPage';
