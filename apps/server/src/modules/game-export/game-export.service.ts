/**
 * lichess's game export: one game by id, and a member's games as a stream read a keyset page at a
 * time (never all of them in memory). Ongoing games are held back by a few plies, as lichess does,
 * so the export cannot feed a bot the live position.
 */
import {
  type ArchiveGame,
  type ArchivePageResponse,
  type Color,
  GAME_ARCHIVE_PAGE_SIZE,
  type Speed,
} from '@kingside/contract';
import { notFound } from '../../platform/errors';
import type { ArchiveCursor, ArchiveFilter, ArchivePages, GameRow } from '../play';
import { finalFen, keepMoveClocks, pgnTimeControl } from '../play';
import type { ExportUserQuery } from './game-export.schema';

export interface GameExportDeps {
  findGame(id: string): Promise<GameRow | null>;
  archivePages: Pick<ArchivePages, 'page'>;
  /** A member by username (accounts), null when there is none. */
  findMember(username: string): Promise<{ userId: number } | null>;
}

/** How far an ongoing game's export lags behind the board. */
export const ONGOING_DELAY_PLIES = 3;
/** Games read per query while streaming. */
export const EXPORT_PAGE = 100;

/** The game without its last plies while it is on. */
function delayed(game: GameRow): GameRow {
  if (game.status !== 'started') return game;
  const plies = game.moves ? game.moves.split(' ') : [];
  const kept = Math.max(0, plies.length - ONGOING_DELAY_PLIES);
  return {
    ...game,
    moves: plies.slice(0, kept).join(' '),
    moveClocks: keepMoveClocks(game.moveClocks, kept),
  };
}

/** One game as the archive page lists it, from the member's side. */
function archiveGame(game: GameRow, userId: number): ArchiveGame {
  const color: Color = game.whiteUserId === userId ? 'white' : 'black';
  return {
    id: game.id,
    speed: game.speed as Speed,
    rated: game.rated,
    timeControl: pgnTimeControl(game),
    white: { name: game.whiteName, rating: game.whiteRating },
    black: { name: game.blackName, rating: game.blackRating },
    color,
    result: game.winner === null ? 'draw' : game.winner === color ? 'win' : 'loss',
    status: game.status,
    plies: game.moves ? game.moves.split(' ').length : 0,
    fen: finalFen(game.moves),
    endedAt: game.endedAt!.toISOString(),
  };
}

type Filter = Pick<ExportUserQuery, 'perfType' | 'rated' | 'color' | 'result' | 'vs' | 'since' | 'until'>;

export function createGameExport(deps: GameExportDeps) {
  /** The member and the filter in the archive's terms; a 404 for an unknown member. */
  async function resolve(username: string, query: Filter) {
    const member = await deps.findMember(username);
    if (!member) throw notFound(`No member is called ${username}.`);
    const opponent = query.vs === undefined ? undefined : await deps.findMember(query.vs);
    const filter: ArchiveFilter = {
      speeds: query.perfType,
      rated: query.rated,
      color: query.color,
      result: query.result,
      since: query.since,
      until: query.until,
      // An unknown opponent matches no game.
      opponentId: opponent === undefined ? undefined : (opponent?.userId ?? -1),
    };
    return { member, filter };
  }

  return {
    /** One page of the archive page's list. */
    async archivePage(
      username: string,
      query: Filter,
      after: ArchiveCursor | null,
    ): Promise<ArchivePageResponse> {
      const { member, filter } = await resolve(username, query);
      const page = await deps.archivePages.page(member.userId, filter, after, GAME_ARCHIVE_PAGE_SIZE);
      return {
        username,
        games: page.games.map((game) => archiveGame(game, member.userId)),
        next: page.next ? `${page.next.endedAt.getTime()}.${page.next.id}` : null,
      };
    },

    async game(id: string): Promise<GameRow> {
      const game = await deps.findGame(id);
      if (!game) throw notFound('No such game.');
      return delayed(game);
    },

    /**
     * A member's finished games, newest first, as the query filters them. The member (and `vs`) are
     * looked up before the first byte, so an unknown name is a 404, not an empty stream.
     */
    async userGames(username: string, query: ExportUserQuery): Promise<AsyncIterable<GameRow>> {
      const { member, filter } = await resolve(username, query);
      const max = query.max ?? Number.POSITIVE_INFINITY;
      const pages = deps.archivePages;
      return (async function* () {
        let sent = 0;
        let cursor = null;
        while (sent < max) {
          const page = await pages.page(member.userId, filter, cursor, Math.min(EXPORT_PAGE, max - sent));
          for (const game of page.games) yield game;
          sent += page.games.length;
          if (!page.next) return;
          cursor = page.next;
        }
      })();
    },
  };
}

export type GameExport = ReturnType<typeof createGameExport>;
