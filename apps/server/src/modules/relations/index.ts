/** Friends, follows, blocks and tracking (spec §4, §7). Other modules use only what is exported here. */

export { seedDemoRelations } from './relations.demo';
export { blockedEitherSql } from './relations.repo';
export { relationsRoutes } from './relations.routes';
export {
  createRelations,
  type FriendNotifier,
  type MemberDirectory,
  type Relations,
} from './relations.service';
export { createFollowerCount } from './relations-counts';
export { createFriendInvites, type FriendInvites } from './relations-invites';
