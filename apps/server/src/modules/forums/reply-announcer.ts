import type { UserRow } from '../accounts';
import type { ForumsDeps } from './forums.ports';
import type { ForumsRepo } from './forums.repo';

/** Tells a topic's subscribers of a new post; a failure is logged, never the writer's. */
export function createReplyAnnouncer(
  repo: Pick<ForumsRepo, 'subscribers'>,
  deps: Pick<ForumsDeps, 'notify' | 'logger'>,
) {
  /** After the commit: subscribers other than the writer hear of the post (the bell skips blocked pairs). */
  return async function announce(topicRow: { id: number; uuid: string; title: string }, me: UserRow) {
    try {
      const subscribers = await repo.subscribers(topicRow.id);
      await Promise.all(
        subscribers
          .filter((userId) => userId !== me.userId)
          .map((userId) =>
            deps.notify({
              userId,
              kind: 'forum_reply',
              actorId: me.userId,
              subject: topicRow.uuid,
              data: { title: topicRow.title },
            }),
          ),
      );
    } catch (error) {
      deps.logger.warn({ err: error, topic: topicRow.uuid }, 'forum announcement failed');
    }
  };
}
