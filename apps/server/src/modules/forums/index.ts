/** Forums (issue 19): categories, topics by uuid, Markdown posts. Other modules use only what is exported here. */

export { openClubForum } from './club-forums';
export { DEFAULT_FORUM_CATEGORIES, seedDemoForums } from './forums.demo';
export type { ForumBlocks, ForumClubs, ForumMuteCheck, ForumNotifier } from './forums.ports';
export { forumsRoutes } from './forums.routes';
export { createForums, type Forums } from './forums.service';
