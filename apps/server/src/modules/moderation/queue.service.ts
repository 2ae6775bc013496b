import {
  type AuditAction,
  MODERATION_MESSAGES,
  MUTE_DURATIONS,
  REPORT_EVIDENCE_LIMIT,
  REPORT_QUEUE_PAGE_SIZE,
  type ReportDetail,
  type ReportQueuePage,
  type ResolveResponse,
} from '@kingside/contract';
import type { ResolveReportsBody } from '@kingside/contract/schemas';
import type { Db, Tx } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { createAuditRepo, membershipOf, type UserRow } from '../accounts';
import type { AccountCloser, ModerationNotice, ModerationPorts } from './moderation.ports';
import { presentEntry, presentGroup, presentTarget } from './moderation.present';
import { createModerationRepo, type TargetKey } from './moderation.repo';

export interface QueueDeps extends ModerationPorts {
  db: Db;
  clock: Clock;
  logger: Logger;
  closer: AccountCloser;
}

/** Prior (resolved) reports a detail shows. */
const PRIOR_LIMIT = 20;
/** Open reports a detail shows: a target with more is one decision anyway. */
const OPEN_LIMIT = 100;
const AUDIT: Record<'warn' | 'mute' | 'dismiss', AuditAction> = {
  warn: 'warn',
  mute: 'mute',
  dismiss: 'dismiss_reports',
};

/**
 * The moderators' queue: targets with open reports, the longest waiting first; a target's reports
 * with what the member did lately; and the one decision that resolves all its open reports, written
 * with its audit row in one transaction (a second moderator acting on the same target finds none
 * open: `reports_resolved`). The member hears of a warning, a mute or a closure.
 */
export function createReportQueue(deps: QueueDeps) {
  const repo = createModerationRepo(deps.db);

  async function memberOf(target: TargetKey): Promise<UserRow | null> {
    if (target.kind !== 'user') return null;
    const member = await repo.member(Number(target.ref));
    if (!member) throw notFound(MODERATION_MESSAGES.no_reports);
    return member;
  }

  /** Every open report of the target, resolved in `tx`; none open means another moderator was first. */
  async function resolveIn(tx: Tx, target: TargetKey, body: ResolveReportsBody, by: UserRow, at: Date) {
    const ids = await createModerationRepo(tx).resolveOpen(target, body.action, by.userId, at);
    if (ids.length === 0) throw conflict('reports_resolved', MODERATION_MESSAGES.reports_resolved);
    return ids;
  }

  async function tell(notice: ModerationNotice): Promise<void> {
    try {
      await deps.notify(notice);
    } catch (error) {
      deps.logger.warn({ err: error, userId: notice.userId }, 'moderation notice failed');
    }
  }

  const notice = (userId: number, data: ModerationNotice['data']): ModerationNotice => ({
    userId,
    kind: 'moderation',
    actorId: null,
    subject: null,
    data,
  });

  async function close(
    moderator: UserRow,
    target: TargetKey,
    member: UserRow,
    body: Extract<ResolveReportsBody, { action: 'close' }>,
  ) {
    if (membershipOf(member).role) {
      throw new AppError('moderation_refused', 403, MODERATION_MESSAGES.moderation_refused);
    }
    let resolved: number[] = [];
    const now = deps.clock.now();
    await deps.closer.closeAccount(
      { kind: 'staff', user: moderator },
      member.username,
      body.reason,
      async (tx) => {
        resolved = await resolveIn(tx, target, body, moderator, now);
        return { reports: resolved, ...(body.note ? { note: body.note } : {}) };
      },
    );
    await tell(
      notice(member.userId, { outcome: 'close', until: null, text: MODERATION_MESSAGES.noticeClose }),
    );
    return { resolved: resolved.length, message: MODERATION_MESSAGES.closed(member.username), until: null };
  }

  return {
    async queue(after: number | undefined): Promise<ReportQueuePage> {
      const rows = await repo.queue(after, REPORT_QUEUE_PAGE_SIZE + 1);
      const shown = rows.slice(0, REPORT_QUEUE_PAGE_SIZE);
      return {
        groups: shown.map(presentGroup),
        nextAfter: rows.length > REPORT_QUEUE_PAGE_SIZE ? shown.at(-1)!.firstId : null,
      };
    },

    async detail(target: TargetKey): Promise<ReportDetail> {
      const member = await memberOf(target);
      const [open, prior] = await Promise.all([
        repo.openOf(target, OPEN_LIMIT),
        repo.resolvedOf(target, PRIOR_LIMIT),
      ]);
      if (open.length === 0 && prior.length === 0) throw notFound(MODERATION_MESSAGES.no_reports);
      const [games, messages, mutedUntil] = member
        ? await Promise.all([
            deps.evidence.recentGames(member.userId, REPORT_EVIDENCE_LIMIT),
            deps.evidence.recentMessages(member.userId, REPORT_EVIDENCE_LIMIT),
            repo.mutedUntil(member.userId, deps.clock.now()),
          ])
        : [[], [], null];
      return {
        target: presentTarget(target, member),
        open: open.map(presentEntry),
        prior: prior.map(presentEntry),
        recentGames: games.map((game) => ({ ...game, endedAt: game.endedAt.toISOString() })),
        recentMessages: messages.map((message) => ({
          ...message,
          createdAt: new Date(message.createdAt).toISOString(),
        })),
        mutedUntil: mutedUntil?.toISOString() ?? null,
      };
    },

    /** Warn, mute, close or dismiss: resolves every open report of the target, with an audit row. */
    async resolve(moderator: UserRow, target: TargetKey, body: ResolveReportsBody): Promise<ResolveResponse> {
      const member = await memberOf(target);
      if (member?.userId === moderator.userId) {
        throw new AppError('forbidden', 403, MODERATION_MESSAGES.own_reports);
      }
      if (body.action !== 'dismiss' && !member) {
        throw badRequest('moderation_needs_member', MODERATION_MESSAGES.moderation_needs_member, 'action');
      }
      if (body.action === 'close') {
        const closed = await close(moderator, target, member!, body);
        return { ok: true, message: closed.message, resolved: closed.resolved, mutedUntil: null };
      }
      const now = deps.clock.now();
      const until = body.action === 'mute' ? new Date(now.getTime() + MUTE_DURATIONS[body.duration]) : null;
      const resolved = await deps.db.transaction(async (tx) => {
        const ids = await resolveIn(tx, target, body, moderator, now);
        if (member && until) await createModerationRepo(tx).mute(member.userId, until, moderator.userId, now);
        await createAuditRepo(tx).insert({
          actorUserId: moderator.userId,
          action: AUDIT[body.action],
          targetUserId: member?.userId ?? null,
          details: {
            reports: ids,
            ...(member ? {} : { [target.kind]: target.ref }),
            ...(body.action === 'mute' ? { duration: body.duration, until: until!.toISOString() } : {}),
            ...(body.note ? { note: body.note } : {}),
          },
          at: now,
        });
        return ids.length;
      });
      if (member && body.action === 'warn') {
        await tell(
          notice(member.userId, { outcome: 'warn', until: null, text: MODERATION_MESSAGES.noticeWarn }),
        );
      }
      if (member && until) {
        await tell(
          notice(member.userId, {
            outcome: 'mute',
            until: until.toISOString(),
            text: MODERATION_MESSAGES.noticeMute(until),
          }),
        );
      }
      const message =
        body.action === 'dismiss'
          ? MODERATION_MESSAGES.dismissed
          : until
            ? MODERATION_MESSAGES.muted(member!.username, until)
            : MODERATION_MESSAGES.warned(member!.username);
      return { ok: true, message, resolved, mutedUntil: until?.toISOString() ?? null };
    },

    /** The end of a member's mute, or null: messages and game chat ask before taking a member's text. */
    mutedUntil: (userId: number) => repo.mutedUntil(userId, deps.clock.now()),
  };
}

export type ReportQueue = ReturnType<typeof createReportQueue>;
