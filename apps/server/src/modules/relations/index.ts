/** Friends, follows, blocks and tracking (spec §4, §7). Other modules use only what is exported here. */

export { FRIENDS_SEARCH_JSON } from './friends-search/friend-json';
export type { FriendFacts } from './friends-search/friend-record';
export { friendsSearchService } from './friends-search/friends-search.service';
export { seedDemoRelations } from './relations.demo';
export { blockedEitherSql } from './relations.repo';
export { relationsRoutes } from './relations.routes';
export {
  createRelations,
  type FriendNotifier,
  type MemberDirectory,
  RELATIONS_CHANGED,
  type Relations,
  type RelationsChanged,
} from './relations.service';
export { createFollowerCount } from './relations-counts';
export { createFriendInvites, type FriendInvites } from './relations-invites';
export { socialRoutes } from './social.routes';
export { createSocial, type Social } from './social.service';
