/** Content: articles, news, member blogs and chess videos (lesson courses share the table), comments, curation, the home feed. */

export { type AuthorRole, createAuthorRole } from './author-role.service';
export { type BlockCheck, type CommentReporter, type Comments, createComments } from './comments.service';
export { seedDemoContent } from './content.demo';
export { contentRoutes, viewerOf } from './content.routes';
export { type Content, type ContentViewer, createContent } from './content.service';
export { type ContentShell, insertContentShell } from './content-shells';
export { createHomeFeed, type HomeFeedService } from './feed.service';
export { type FeedGame, withFeedGames } from './feed-cache';
export { seedDemoVideos, storeDemoVideo } from './videos.demo';
export { videosRoutes } from './videos.routes';
export { createVideos, type Videos } from './videos.service';
