import type { ReportedVideos } from './moderation.ports';
import type { QueueDeps } from './queue.service';
import { createReportQueue } from './queue.service';
import { createReports, type ReportedMembers } from './reports.service';

/** Reports from members, the moderators' queue, and the mutes other modules ask about. */
export function createModeration(deps: QueueDeps & { members: ReportedMembers; videos: ReportedVideos }) {
  const queue = createReportQueue(deps);
  return {
    reports: createReports(deps),
    queue,
    /** The end of a member's mute, or null (messages' and game chat's `MuteCheck`). */
    mutedUntil: queue.mutedUntil,
  };
}

export type Moderation = ReturnType<typeof createModeration>;
