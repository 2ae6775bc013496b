/**
 * Rows → chess.com's published-data API shapes (support.chess.com "Published-Data API"): field
 * names, epoch seconds, URLs for references, and optional fields left out rather than null.
 */
import { isClosedLevel, isPremium, MembershipLevel } from '@kingside/contract';
import { levelOf, type UserRow } from '../accounts';
import type { ArchivedGame, SpeedRating, SpeedRecord } from '../play';
import { chessComResults, timeClassOf } from './chess-com-results';

/** Where links point: `api` for `@id`s (the public-API host when there is one), `site` for pages. */
export interface PubBases {
  api: string;
  site: string;
}

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The country chess.com calls "International", for members who name none. */
export const INTERNATIONAL = 'XX';

/** chess.com's account statuses; a closed account keeps its reason (spec §4). */
export function chessComStatus(user: UserRow): string {
  const level = levelOf(user);
  if (level === MembershipLevel.cheater) return 'closed:fair_play_violations';
  if (level === MembershipLevel.abuser) return 'closed:abuse';
  if (isClosedLevel(level)) return 'closed';
  if (level >= MembershipLevel.staff) return 'staff';
  if (level >= MembershipLevel.moderator) return 'mod';
  return isPremium(level) ? 'premium' : 'basic';
}

export const playerId = (bases: PubBases, usernameKey: string) => `${bases.api}/pub/player/${usernameKey}`;

/** `/pub/player/{username}`. */
export function presentPlayer(
  user: UserRow,
  followers: number,
  bases: PubBases,
  written: { firstName: string | null; lastName: string | null; location: string | null } | null,
) {
  const name = [written?.firstName, written?.lastName].filter(Boolean).join(' ');
  const avatar =
    user.avatarUrl && (user.avatarUrl.startsWith('/') ? `${bases.site}${user.avatarUrl}` : user.avatarUrl);
  return {
    '@id': playerId(bases, user.usernameKey),
    url: `${bases.site}/member/${user.usernameKey}`,
    username: user.usernameKey,
    player_id: user.userId,
    ...(user.chessTitle ? { title: user.chessTitle } : {}),
    status: chessComStatus(user),
    ...(name ? { name } : {}),
    ...(written?.location ? { location: written.location } : {}),
    ...(avatar ? { avatar } : {}),
    country: `${bases.api}/pub/country/${user.country ?? INTERNATIONAL}`,
    last_online: seconds(user.lastLoginAt ?? user.createdAt),
    joined: seconds(user.createdAt),
    followers,
    is_streamer: false,
    verified: false,
  };
}

/** chess.com's stats keys, from our speeds; classical has no class there and is left out. */
const STATS_KEYS: Record<string, string> = {
  bullet: 'chess_bullet',
  blitz: 'chess_blitz',
  rapid: 'chess_rapid',
  daily: 'chess_daily',
};

/** `/pub/player/{username}/stats`: one entry per speed the member has a rating in. */
export function presentStats(ratings: SpeedRating[], records: SpeedRecord[], bases: PubBases) {
  const bySpeed = new Map(records.map((r) => [r.speed, r]));
  const stats: Record<string, unknown> = {};
  for (const rating of ratings) {
    const key = STATS_KEYS[rating.speed];
    if (!key) continue;
    const record = bySpeed.get(rating.speed);
    stats[key] = {
      last: { rating: Math.round(rating.rating), date: seconds(rating.updatedAt), rd: Math.round(rating.rd) },
      ...(record?.best
        ? {
            best: {
              rating: record.best.rating,
              date: seconds(record.best.date),
              game: `${bases.site}/game/${record.best.gameId}`,
            },
          }
        : {}),
      record: { win: record?.win ?? 0, loss: record?.loss ?? 0, draw: record?.draw ?? 0 },
    };
  }
  return stats;
}

/** A game's two players as chess.com shows them; `results` is null while the game is played. */
export function presentGameSides(
  game: Omit<ArchivedGame, 'endedAt'>,
  results: Record<'white' | 'black', string> | null,
  bases: PubBases,
) {
  const side = (color: 'white' | 'black') => {
    const white = color === 'white';
    const account = white ? game.white : game.black;
    const rating = white ? game.whiteRating : game.blackRating;
    const diff = white ? game.whiteRatingDiff : game.blackRatingDiff;
    return {
      // The rating the game left the player with (chess.com's archives), when it was rated.
      ...(rating === null ? {} : { rating: rating + (diff ?? 0) }),
      ...(results ? { result: results[color] } : {}),
      ...(account ? { '@id': playerId(bases, account.usernameKey) } : {}),
      username: white ? game.whiteName : game.blackName,
      ...(account ? { uuid: account.uuid } : {}),
    };
  };
  return { white: side('white'), black: side('black') };
}

/** One game of a monthly archive; `pgn` is written by the caller (play's PGN writer). */
export function presentArchivedGame(game: ArchivedGame, pgn: string, bases: PubBases) {
  return {
    url: `${bases.site}/game/${game.id}`,
    pgn,
    time_control: game.timeControl,
    end_time: seconds(game.endedAt),
    rated: game.rated,
    initial_setup: game.initialFen,
    fen: game.fen,
    time_class: timeClassOf(game.speed),
    rules: 'chess',
    ...presentGameSides(game, chessComResults(game), bases),
  };
}
