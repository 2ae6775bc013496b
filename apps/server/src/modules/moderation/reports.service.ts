import {
  type ContentReportReason,
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  type ReportReasonsResponse,
  USER_REPORT_REASONS,
  type UserReportReason,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { UserRow } from '../accounts';
import type { ReportedVideos } from './moderation.ports';
import { createModerationRepo, type TargetKey } from './moderation.repo';

/** How report calls find the member they name: modules/accounts, by username. */
export interface ReportedMembers {
  findByUsername(username: string): Promise<UserRow | null>;
}

const REASONS: ReportReasonsResponse = {
  reasons: USER_REPORT_REASONS.map((id) => ({ id, label: REPORT_REASON_LABELS[id] })),
};

/**
 * Members file reports. One open report per reporter and target: a second is refused with
 * `report_duplicate` and changes nothing, until a moderator resolves the first.
 */
export function createReports(deps: {
  db: Db;
  clock: Clock;
  members: ReportedMembers;
  videos: ReportedVideos;
}) {
  const repo = createModerationRepo(deps.db);

  async function file(
    reporter: UserRow,
    target: TargetKey & { userId?: number },
    reason: UserReportReason | ContentReportReason,
    details: string | null,
  ): Promise<void> {
    if (await repo.hasOpen(reporter.userId, target)) throw duplicate();
    const row = await repo.insert({
      reporterUserId: reporter.userId,
      targetKind: target.kind,
      targetRef: target.ref,
      targetUserId: target.userId ?? null,
      reason,
      details,
      createdAt: deps.clock.now(),
    });
    // Two of the reporter's requests crossing: the index lets one through.
    if (!row) throw duplicate();
  }

  return {
    reasons: () => REASONS,

    async reportMember(
      reporter: UserRow,
      username: string,
      reason: UserReportReason,
      details: string | null,
    ): Promise<string> {
      const member = await deps.members.findByUsername(username);
      if (!member) throw notFound(MODERATION_MESSAGES.noSuchMember(username));
      if (member.userId === reporter.userId) {
        throw new AppError('report_self', 400, MODERATION_MESSAGES.report_self);
      }
      if (member.closure && member.closure !== 'voluntarilyClosed') {
        throw new AppError('member_closed', 403, MODERATION_MESSAGES.member_closed);
      }
      const target = { kind: 'user' as const, ref: String(member.userId), userId: member.userId };
      await file(reporter, target, reason, details);
      return MODERATION_MESSAGES.reportedUser(member.username);
    },

    async reportTopic(reporter: UserRow, uuid: string, reason: ContentReportReason, details: string | null) {
      await file(reporter, { kind: 'forum_topic', ref: uuid.toLowerCase() }, reason, details);
      return MODERATION_MESSAGES.reportedTopic;
    },

    /** §7's video report, by the video's slug (its page's address): 404 for none published. */
    async reportVideo(reporter: UserRow, video: string, reason: ContentReportReason) {
      if (!(await deps.videos.published(video))) throw notFound(MODERATION_MESSAGES.noSuchVideo);
      await file(reporter, { kind: 'video', ref: video }, reason, null);
      return MODERATION_MESSAGES.reportedVideo;
    },

    /** A comment on an article, news item or blog (modules/content checked it exists and who wrote it). */
    async reportComment(
      reporter: UserRow,
      commentId: number,
      authorId: number,
      reason: ContentReportReason,
      details: string | null,
    ) {
      if (authorId === reporter.userId)
        throw new AppError('report_self', 400, MODERATION_MESSAGES.report_self);
      await file(reporter, { kind: 'comment', ref: String(commentId), userId: authorId }, reason, details);
      return MODERATION_MESSAGES.reportedComment;
    },
  };
}

const duplicate = () => conflict('report_duplicate', MODERATION_MESSAGES.report_duplicate);

export type Reports = ReturnType<typeof createReports>;
