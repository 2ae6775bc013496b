import type { Speed } from '@kingside/contract';
import type { Tx } from '../../db/db';
import type { UserRow } from '../accounts';

/** What the queue shows of a reported member, from the modules that hold it (wired in services.ts). */
export interface ReportEvidence {
  /** Play's finished games of the member, newest first. */
  recentGames(
    userId: number,
    limit: number,
  ): Promise<
    {
      id: string;
      speed: Speed;
      color: 'white' | 'black';
      result: 'win' | 'draw' | 'loss';
      opponent: string;
      endedAt: Date;
    }[]
  >;
  /** The member's direct messages, newest first (modules/messages' `recentMessagesBy`). */
  recentMessages(
    userId: number,
    limit: number,
  ): Promise<{ id: number; threadId: number; toUsername: string; body: string; createdAt: Date | string }[]>;
}

/** What the reported member is told: the notifications module's input, kind `moderation` (the bell shows `text`). */
export type ModerationNotice = {
  userId: number;
  kind: 'moderation';
  /** Moderators act for the site, not in their own name. */
  actorId: null;
  subject: null;
  data: { outcome: 'warn' | 'mute' | 'close'; until: string | null; text: string };
};

/** Tells a member the outcome (wired to notifications.notify); it never throws into the caller. */
export type ModerationNotifier = (notice: ModerationNotice) => Promise<void>;

/** Accounts' staff closure, its rules and audit row; `alongside` runs in its transaction. */
export interface AccountCloser {
  closeAccount(
    actor: { kind: 'staff'; user: UserRow },
    username: string,
    reason: 'cheater' | 'abuser' | 'unspecifiedClosed',
    alongside?: (tx: Tx) => Promise<Record<string, unknown>>,
  ): Promise<{ user: UserRow; pending: boolean }>;
}

/** The ports the integrator wires; tests hand fakes through `createServices({ moderation })`. */
export interface ModerationPorts {
  evidence: ReportEvidence;
  notify: ModerationNotifier;
}

/** Whether a chess video of this slug is published (modules/content): only those can be reported. */
export interface ReportedVideos {
  published(slug: string): Promise<boolean>;
}
