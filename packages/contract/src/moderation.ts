/** Reports of members, forum topics and videos (spec §1, §7) and the moderators' queue that resolves them. */

/** What a report names. A forum topic or a video is kept by its id even before those features exist. */
export const REPORT_TARGET_KINDS = ['user', 'forum_topic', 'video', 'comment'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** §7's report calls (`{product}` = chess) and the queue's (not in the spec: staff callbacks). */
export const REPORT_API = {
  /** GET: the reasons; POST: a report of a member. */
  reportUser: '/callback/report-user',
  reportForumTopic: (uuid: string) => `/callback/report-forum-topic/${encodeURIComponent(uuid)}`,
  reportVideo: (reason: ContentReportReason, video: string) =>
    `/chess-tv/callback/report/${reason}/${encodeURIComponent(video)}`,
  queue: '/callback/staff/reports',
  target: (kind: ReportTargetKind, ref: string) =>
    `/callback/staff/reports/${kind}/${encodeURIComponent(ref)}`,
  resolve: (kind: ReportTargetKind, ref: string) =>
    `/callback/staff/reports/${kind}/${encodeURIComponent(ref)}/resolve`,
} as const;

/** Why a member is reported (`reason_id`), in the order the dialog offers them. */
export const USER_REPORT_REASONS = [
  'cheating',
  'abusive_chat',
  'offensive_username',
  'offensive_profile',
  'sandbagging',
  'spam',
  'other',
] as const;
export type UserReportReason = (typeof USER_REPORT_REASONS)[number];

/** Why a forum topic or a video is reported. */
export const CONTENT_REPORT_REASONS = ['spam', 'offensive', 'off_topic', 'copyright', 'other'] as const;
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number];
export type ReportReasonId = UserReportReason | ContentReportReason;

export const REPORT_REASON_LABELS: Record<ReportReasonId, string> = {
  cheating: 'Cheating or engine use',
  abusive_chat: 'Abusive or hateful messages',
  offensive_username: 'Offensive username',
  offensive_profile: 'Offensive profile or avatar',
  sandbagging: 'Losing on purpose (sandbagging)',
  spam: 'Spam or advertising',
  offensive: 'Offensive content',
  off_topic: 'Off topic',
  copyright: 'Copyright infringement',
  other: 'Something else',
};

/** The longest details text a report keeps. */
export const REPORT_DETAILS_MAX = 1000;
/** Reports one member may file per window, over all kinds: plenty for honest use, little for a flood. */
export const REPORT_RATE = { limit: 10, windowMs: 60 * 60_000 } as const;
/** Targets per page of the queue. */
export const REPORT_QUEUE_PAGE_SIZE = 20;
/** What a report's detail shows of the reported member. */
export const REPORT_EVIDENCE_LIMIT = 10;

/** The mutes a moderator may give, by name, in milliseconds. */
export const MUTE_DURATIONS = {
  '1h': 60 * 60_000,
  '1d': 24 * 60 * 60_000,
  '3d': 3 * 24 * 60 * 60_000,
  '7d': 7 * 24 * 60 * 60_000,
  '30d': 30 * 24 * 60 * 60_000,
} as const;
export type MuteDuration = keyof typeof MUTE_DURATIONS;
export const MUTE_DURATION_NAMES = Object.keys(MUTE_DURATIONS) as MuteDuration[];

/** What a moderator does with a target's open reports: every one resolves them all. */
export const MODERATION_ACTIONS = ['warn', 'mute', 'close', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const MODERATION_MESSAGES = {
  guest: 'Log in to report members, topics or videos.',
  reportedUser: (username: string) => `Thank you. Moderators will review your report of ${username}.`,
  reportedTopic: 'Thank you. Moderators will review your report of this topic.',
  reportedVideo: 'Thank you. Moderators will review your report of this video.',
  reportedComment: 'Thank you. Moderators will review your report of this comment.',
  noSuchMember: (username: string) => `No member is called ${username}.`,
  noSuchVideo: 'There is no such video.',
  member_closed: 'This account is already closed.',
  report_self: 'You cannot report yourself.',
  report_duplicate: 'You have already reported this, and moderators have not reviewed it yet.',
  moderators_only: 'Only moderators and staff can see reports.',
  own_reports: 'Reports about you are for another moderator to resolve.',
  no_reports: 'There are no reports of this.',
  reports_resolved: 'These reports have already been resolved.',
  moderation_needs_member: 'Only the reports of a member can end in a warning, a mute or a closure.',
  moderation_refused: 'Staff and moderator accounts are closed by staff, on the members page.',
  warned: (username: string) => `${username} was warned.`,
  muted: (username: string, until: Date) => `${username} is muted until ${utc(until)}.`,
  closed: (username: string) => `The account of ${username} is closed.`,
  dismissed: 'The reports were dismissed.',
  /** What the member is told (the notification's message). */
  noticeWarn:
    'A moderator reviewed reports about you: this is a warning. Keep to the community rules, or your account may be muted or closed.',
  noticeMute: (until: Date) =>
    `A moderator muted you until ${utc(until)}: you cannot send messages or chat until then.`,
  noticeClose: 'A moderator closed your account after reviewing reports about you.',
} as const;

export interface ReportReason {
  id: ReportReasonId;
  label: string;
}

/** `GET /callback/report-user`. */
export interface ReportReasonsResponse {
  reasons: ReportReason[];
}

/** Every report call answers with the message to show. */
export interface ReportResponse {
  ok: true;
  message: string;
}

/** A reported thing as the queue names it: a member by username, a topic or a video by its id. */
export interface ReportTarget {
  kind: ReportTargetKind;
  /** The id the queue's calls take: a member's user id, a topic's uuid, a video's id. */
  ref: string;
  label: string;
  /** A member's account is closed (a closed account cannot be closed again). */
  closed: boolean;
}

/** `GET /callback/staff/reports?after=…`: one target with open reports, oldest first. */
export interface ReportGroup {
  target: ReportTarget;
  count: number;
  reasons: ReportReasonId[];
  firstAt: string;
  lastAt: string;
}

export interface ReportQueuePage {
  groups: ReportGroup[];
  /** Pass as `after` for the next page; null at the end. */
  nextAfter: number | null;
}

export interface ReportEntry {
  id: number;
  reporter: string | null;
  reason: ReportReasonId;
  details: string | null;
  at: string;
  outcome: ModerationAction | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

/** A reported member's finished game, as they played it. */
export interface ReportedGame {
  id: string;
  speed: string;
  color: 'white' | 'black';
  result: 'win' | 'draw' | 'loss';
  opponent: string;
  endedAt: string;
}

/** A reported member's direct message (modules/messages). */
export interface ReportedMessage {
  id: number;
  threadId: number;
  toUsername: string;
  body: string;
  createdAt: string;
}

/** `GET /callback/staff/reports/{kind}/{ref}`: what a moderator needs to decide. */
export interface ReportDetail {
  target: ReportTarget;
  open: ReportEntry[];
  /** Resolved reports of the same target, newest first, with their outcomes. */
  prior: ReportEntry[];
  recentGames: ReportedGame[];
  recentMessages: ReportedMessage[];
  mutedUntil: string | null;
}

/** `POST /callback/staff/reports/{kind}/{ref}/resolve`. */
export interface ResolveResponse {
  ok: true;
  message: string;
  /** How many open reports this resolved. */
  resolved: number;
  mutedUntil: string | null;
}
