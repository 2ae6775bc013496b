import type { Color, EndReason, GamePlayer, GameStatus, GameView, Speed } from '@kingside/contract';
import { claimableDraw, clockView, turnOf } from './core';
import { dailyClockView } from './daily/daily-clock';
import { clockOf } from './game-clock';
import { type LiveGame, movesOf, sanOf } from './game-logic';
import { parseMoveClocks } from './move-clocks';
import type { GameRow } from './play.tables';
import { colorOf, type PlayerRef } from './player';

function player(row: GameRow, color: Color): GamePlayer {
  const white = color === 'white';
  const userId = white ? row.whiteUserId : row.blackUserId;
  const guestId = white ? row.whiteGuestId : row.blackGuestId;
  return {
    userId,
    username: white ? row.whiteName : row.blackName,
    isGuest: userId === null && guestId !== null,
    rating: white ? row.whiteRating : row.blackRating,
    provisional: white ? row.whiteProvisional : row.blackProvisional,
    ratingDiff: white ? row.whiteRatingDiff : row.blackRatingDiff,
  };
}

/** A loaded game as the contract's `GameView`, its clocks as of `now`, for `viewer` (null: nobody in particular). */
export function presentGame(game: LiveGame, now: Date, viewer: PlayerRef | null = null): GameView {
  const { row } = game;
  const live = row.status === 'started';
  return {
    id: row.id,
    version: row.version,
    rated: row.rated,
    speed: row.speed as Speed,
    timeControl: { initial: row.initialSeconds, increment: row.incrementSeconds },
    daysPerMove: row.daysPerMove,
    weekendPause: row.weekendPause,
    white: player(row, 'white'),
    black: player(row, 'black'),
    moves: movesOf(game),
    san: sanOf(game),
    moveClocks: parseMoveClocks(row.moveClocks, game.plies),
    fen: game.fen,
    turn: turnOf(game.state),
    status: row.status as GameStatus,
    winner: row.winner as Color | null,
    endReason: row.endReason as EndReason | null,
    clock:
      row.daysPerMove === null
        ? clockView(clockOf(row, game.plies), (live ? now : row.clockAt).getTime())
        : dailyClockView(row, now),
    drawOffer: row.drawOffer as Color | null,
    takebackOffer: row.takebackOffer as Color | null,
    drawClaimable: live && claimableDraw(game.state) !== null,
    berserkable: row.berserkable,
    berserk: { white: row.whiteBerserk, black: row.blackBerserk },
    createdAt: row.createdAt.toISOString(),
    you: viewer ? colorOf(row, viewer) : null,
  };
}
