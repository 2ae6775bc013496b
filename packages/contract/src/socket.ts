import type { ChallengeView } from './challenge';
import type { ChatLine, ChatRoom, DmPush } from './direct-messages';
import type { LobbySeek, RatingRange, SeekColor } from './lobby';
import type { MembershipName } from './membership';
import type { NotificationView } from './notifications';
import type { Color, GameView, Speed, TimeControl } from './play';
import type { TournamentLive } from './tournaments';

/**
 * The WebSocket protocol (`/socket`): JSON messages tagged by `t`. One socket per tab carries the
 * lobby and every game the tab watches or plays. Every game event carries the game's version.
 */
export const SOCKET_PATH = '/socket';

/**
 * Messages over this size, or more than this many a second, close the socket with 1008.
 * Sockets a node keeps open per session and per address: past either, the new one stays and the
 * OLDEST is closed with `SOCKET_CLOSE.tooManySockets`. A tab holds one socket, so 20 per session is
 * more tabs of the site than anyone plays or watches in, with room for sockets of a dropped network
 * the server has not noticed yet (the oldest, so they go first). 500 per address (on each node) is a
 * club or school of some 150 players behind one NAT with a few tabs each.
 */
export const SOCKET_LIMITS = {
  maxMessageBytes: 4096,
  messagesPerSecond: 30,
  burst: 60,
  perSession: 20,
  perAddress: 500,
} as const;
/**
 * Application close codes (4000–4999) the server sends. `tooManySockets`: this socket was the oldest
 * past a cap of SOCKET_LIMITS; the web client stops there (reconnecting would close another tab).
 */
export const SOCKET_CLOSE = { tooManySockets: 4001 } as const;
export const SOCKET_PING_MS = 2500;

export type DrawAction = 'offer' | 'accept' | 'decline' | 'claim';
export type TakebackAction = 'propose' | 'accept' | 'decline';

/** Client → server. `ref` is echoed in the answer (ack or error) so the client can match them. */
export type ClientMessage =
  /** Keeps the socket alive and measures lag: `lag` is the client's last measured round trip in ms. */
  | { t: 'ping'; lag?: number }
  /** Follow a game (player or spectator). `since`: the last version seen; missed events are replayed. */
  | { t: 'watch'; gameId: string; since?: number }
  | { t: 'unwatch'; gameId: string }
  /** `version`: the game version the move was made on; a stale one is refused. */
  | { t: 'move'; gameId: string; uci: string; version: number; ref?: number }
  | { t: 'resign'; gameId: string; ref?: number }
  | { t: 'abort'; gameId: string; ref?: number }
  | { t: 'draw'; gameId: string; action: DrawAction; ref?: number }
  | { t: 'takeback'; gameId: string; action: TakebackAction; ref?: number }
  /** Claim the win when the opponent left (their disconnect timeout ran out). */
  | { t: 'claimVictory'; gameId: string; ref?: number }
  /** Go berserk (arena games, before one's own first move, once): half the time, no increment. */
  | { t: 'berserk'; gameId: string; ref?: number }
  /**
   * Join a quick-pairing pool (`3+0`) or seek with a custom time control. Only a custom seek may
   * ask for a colour (default random) and a rating range: offsets around the seeker's own rating
   * within `RATING_RANGE_OFFSETS` (default: any rating).
   */
  | {
      t: 'seek';
      pool?: string;
      tc?: TimeControl;
      rated: boolean;
      color?: SeekColor;
      ratingRange?: RatingRange;
      ref?: number;
    }
  | { t: 'cancelSeek'; ref?: number }
  /** Follow (or stop following) the lobby's list of custom seeks: `lobby.seeks`, then changes. */
  | { t: 'lobby'; subscribe: boolean; ref?: number }
  /** Take a listed seek: both players get `paired`; `not_found` when someone was faster. */
  | { t: 'acceptSeek'; seekId: string; ref?: number }
  /** A line in the game's chat: the players' room for its players, the spectators' for anyone else. */
  | { t: 'chat'; gameId: string; text: string; ref?: number }
  /** Follow (or stop following) a tournament's standings: `tournament` at once, then on every change. */
  | { t: 'tournament'; url: string; subscribe: boolean; ref?: number }
  /** Follow (or stop following) a club's chat, members only: `clubChat.line` for every new line. */
  | { t: 'clubChat.join'; slug: string; subscribe: boolean; ref?: number }
  /** A line in a club's chat (members only). */
  | { t: 'clubChat.say'; slug: string; text: string; ref?: number }
  /** Follow (or stop following) a club's live games, anyone: `clubGames.changed` when a member's game starts or ends. */
  | { t: 'clubGames'; slug: string; subscribe: boolean; ref?: number };

export type ClientMessageType = ClientMessage['t'];

/**
 * One step of a game's history. Each stored event advances the game's version by one and is
 * replayed to a client that reconnects with `since`. A move also clears any takeback proposal and
 * the opponent's draw offer (the mover's own offer stands). `presence` is the exception: it is not
 * stored, not replayed, and carries the version the game is at without advancing it.
 */
export type GameEvent =
  | {
      kind: 'move';
      uci: string;
      san: string;
      fen: string;
      clock: { white: number; black: number; at: number };
    }
  | {
      kind: 'end';
      status: GameView['status'];
      winner: Color | null;
      endReason: GameView['endReason'];
      ratingDiffs: { white: number | null; black: number | null };
    }
  | { kind: 'drawOffer'; by: Color | null }
  | { kind: 'takebackOffer'; by: Color | null }
  /** A takeback was accepted: the last `plies` moves are gone; the client reloads the position. */
  | { kind: 'takeback'; plies: number; fen: string; clock: { white: number; black: number; at: number } }
  | { kind: 'presence'; color: Color; connected: boolean }
  /** `color` went berserk: its clock now shows half the time and it earns no increment. */
  | { kind: 'berserk'; color: Color; clock: { white: number; black: number; at: number } };

/** A player's pairing rating for each speed a live game can have. */
export type LobbyRatings = Record<Exclude<Speed, 'daily'>, number>;

/** Server → client. */
export type ServerMessage =
  | { t: 'pong'; at: number }
  | { t: 'game.full'; game: GameView }
  | { t: 'game.event'; gameId: string; version: number; event: GameEvent }
  | { t: 'ack'; ref: number }
  | { t: 'error'; code: SocketErrorCode; message: string; ref?: number; gameId?: string }
  | { t: 'paired'; gameId: string }
  | { t: 'seeking'; pool: string }
  /** The lobby's custom seeks when the socket subscribed, oldest first; then `lobby.seek`/`lobby.unseek`. */
  | {
      t: 'lobby.seeks';
      seeks: LobbySeek[];
      /** The follower's own pairing rating per speed, for telling which seeks they may join. */
      ratings?: LobbyRatings;
    }
  | { t: 'lobby.seek'; seek: LobbySeek }
  | { t: 'lobby.unseek'; ids: string[] }
  /** A challenge to or from you was made or changed (accepted: `gameId` is set; go there). */
  | { t: 'challenge'; challenge: ChallengeView }
  /** Your membership changed (paid, renewed, expired, gifted): every open page applies it at once. */
  | { t: 'membership'; membership: MembershipName; membershipLevel: number }
  /** Something for your bell: every open tab shows it and the new unread count. */
  | { t: 'notification'; notification: NotificationView; unread: number }
  /** Notifications were marked read in some tab (`id` null: all of them): the others follow. */
  | { t: 'notification.read'; id: number | null; unread: number }
  /** A direct message to or from you (every tab of both members). */
  | DmPush
  /**
   * You and `username` blocked or unblocked one another (either of you, in any tab): pages that show
   * how you stand with them reload it. Sent to every tab of both members.
   */
  | { t: 'relation'; username: string }
  /** The chat of the room this socket reads in a game it watches, sent after the game's state. */
  | { t: 'chat.history'; gameId: string; room: ChatRoom; lines: ChatLine[] }
  /** A new line in that room. */
  | { t: 'chat'; gameId: string; room: ChatRoom; line: ChatLine }
  /** A followed tournament changed (a pairing, a result, a start, the end): its first standings page. */
  | { t: 'tournament'; live: TournamentLive }
  /** A new line in a club chat this socket follows (not from a member blocked either way with you). */
  | { t: 'clubChat.line'; slug: string; line: ChatLine }
  /**
   * A member of a club whose live games this socket follows started or ended a game: read the list
   * again (`GET /callback/clubs/{slug}/games/live`, which leaves out players blocked either way).
   */
  | { t: 'clubGames.changed'; slug: string };

export const SOCKET_ERROR_CODES = [
  'malformed',
  'not_found',
  'not_your_turn',
  'not_a_player',
  'illegal_move',
  'stale_version',
  'game_over',
  'not_allowed',
  'rate_limited',
  /** A listed seek's rating range leaves out the one who tried to take it: nothing was done. */
  'seek_incompatible',
  /** Berserk refused: the game is not an arena game; the side already moved; it already went berserk. */
  'berserk_not_arena',
  'berserk_too_late',
  'berserk_already',
  /** The server failed (a database error, say): nothing was done; the client may retry. */
  'internal',
] as const;
export type SocketErrorCode = (typeof SOCKET_ERROR_CODES)[number];
