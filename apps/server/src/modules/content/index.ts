/** Content: articles, news and member blogs (videos and lesson courses share the table), comments, curation, the home feed. */
export { type BlockCheck, type CommentReporter, type Comments, createComments } from './comments.service';
export { seedDemoContent } from './content.demo';
export { contentRoutes, viewerOf } from './content.routes';
export { type Content, type ContentViewer, createContent } from './content.service';
export { type ContentShell, insertContentShell } from './content-shells';
export { createHomeFeed, type FeedGame, type HomeFeedService } from './feed.service';
