/**
 * Our games and challenges in lichess's shapes (doc/specs/schemas: GameFullEvent, GameStateEvent,
 * GameEventInfo, ChallengeJson): moves as space-separated UCI, times in milliseconds.
 */
import { type ChallengeView, type Color, exportWinner, type GameView, type Speed } from '@kingside/contract';

export const VARIANT = { key: 'standard', name: 'Standard', short: 'Std' } as const;
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** lichess calls daily games `correspondence`; the live speeds share their names. */
export const lichessSpeed = (speed: Speed) => (speed === 'daily' ? 'correspondence' : speed);
const perfName = (speed: Speed) => {
  const name = lichessSpeed(speed);
  return name[0]!.toUpperCase() + name.slice(1);
};

/** lichess's status ids (GameStatusId.yaml) for the names play uses. */
const STATUS_IDS: Record<string, number> = {
  created: 10,
  started: 20,
  aborted: 25,
  mate: 30,
  resign: 31,
  stalemate: 32,
  timeout: 33,
  draw: 34,
  outoftime: 35,
  noStart: 37,
};

/**
 * A game's status and winner as lichess reports them: an abort whose recorded reason is a first move
 * that never came (play's sweeper, `noStartWhite`/`noStartBlack`) is lichess's `noStart`, won by the
 * side that waited, as the game export says (game-export.present.ts); an abort by hand stays `aborted`.
 */
function lichessOutcome(game: GameView): { status: string; winner: Color | null } {
  const winner = exportWinner(game);
  return { status: game.status === 'aborted' && winner ? 'noStart' : game.status, winner };
}

const lichessId = (username: string) => username.toLowerCase();

/** Each side's time left now: the running clock is charged since its reading. */
function timesNow(game: GameView, nowMs: number) {
  const spent = game.clock.running ? Math.max(0, nowMs - game.clock.at) : 0;
  const left = (color: Color) =>
    Math.max(0, Math.round(game.clock[color] - (game.clock.running === color ? spent : 0)));
  return { white: left('white'), black: left('black') };
}

export function gameState(game: GameView, nowMs: number) {
  const times = timesNow(game, nowMs);
  const inc = game.timeControl.increment * 1000;
  const { status, winner } = lichessOutcome(game);
  return {
    type: 'gameState' as const,
    moves: game.moves.join(' '),
    wtime: times.white,
    btime: times.black,
    winc: inc,
    binc: inc,
    status,
    ...(winner ? { winner } : {}),
    ...(game.drawOffer === 'white' ? { wdraw: true } : {}),
    ...(game.drawOffer === 'black' ? { bdraw: true } : {}),
    ...(game.takebackOffer === 'white' ? { wtakeback: true } : {}),
    ...(game.takebackOffer === 'black' ? { btakeback: true } : {}),
  };
}

function eventPlayer(game: GameView, color: Color) {
  const p = game[color];
  return {
    id: lichessId(p.username),
    name: p.username,
    title: null,
    ...(p.rating === null ? {} : { rating: p.rating }),
    ...(p.provisional ? { provisional: true } : {}),
  };
}

export function gameFull(game: GameView, nowMs: number) {
  return {
    type: 'gameFull' as const,
    id: game.id,
    variant: VARIANT,
    clock:
      game.daysPerMove === null
        ? { initial: game.timeControl.initial * 1000, increment: game.timeControl.increment * 1000 }
        : null,
    ...(game.daysPerMove === null ? {} : { daysPerMove: game.daysPerMove }),
    speed: lichessSpeed(game.speed),
    perf: { name: perfName(game.speed) },
    rated: game.rated,
    createdAt: Date.parse(game.createdAt),
    white: eventPlayer(game, 'white'),
    black: eventPlayer(game, 'black'),
    initialFen: 'startpos',
    state: gameState(game, nowMs),
  };
}

/** GameEventInfo: one game from one player's side (gameStart, gameFinish, /api/account/playing). */
export function gameEventInfo(game: GameView, color: Color, nowMs: number, source = 'friend') {
  const them = color === 'white' ? 'black' : 'white';
  const opponent = game[them];
  const times = timesNow(game, nowMs);
  const diff = game[color].ratingDiff;
  const { status, winner } = lichessOutcome(game);
  return {
    fullId: game.id,
    gameId: game.id,
    id: game.id,
    fen: game.fen,
    color,
    lastMove: game.moves.at(-1) ?? '',
    source,
    status: { id: STATUS_IDS[status] ?? 20, name: status },
    variant: { key: VARIANT.key, name: VARIANT.name },
    speed: lichessSpeed(game.speed),
    perf: lichessSpeed(game.speed),
    rated: game.rated,
    hasMoved: game.moves.length >= (color === 'white' ? 1 : 2),
    opponent: {
      id: lichessId(opponent.username),
      username: opponent.username,
      ...(opponent.rating === null ? {} : { rating: opponent.rating }),
    },
    isMyTurn: game.status === 'started' && game.turn === color,
    secondsLeft: Math.floor(times[color] / 1000),
    ...(game[color].rating === null ? {} : { rating: game[color].rating }),
    ...(winner ? { winner } : {}),
    ...(diff === null ? {} : { ratingDiff: diff }),
    compat: { bot: true, board: true },
  };
}

const STATUS_NAMES: Record<ChallengeView['status'], string> = {
  pending: 'created',
  accepted: 'accepted',
  declined: 'declined',
  cancelled: 'canceled',
  expired: 'offline',
};

/** lichess's decline keys are all lower case (`toofast`); ours are camel case. */
const declineKey = (reason: string) => reason.toLowerCase();

function challengeUser(player: ChallengeView['challenger']) {
  return { id: lichessId(player.username), name: player.username, title: null };
}

/** ChallengeJson (with the declined fields when it was declined). */
export function challengeJson(challenge: ChallengeView, siteBase: string) {
  const tc = challenge.timeControl;
  return {
    id: challenge.id,
    url: `${siteBase}/challenge/${challenge.id}`,
    status: STATUS_NAMES[challenge.status],
    challenger: challengeUser(challenge.challenger),
    destUser: challenge.destination && challengeUser(challenge.destination),
    variant: VARIANT,
    rated: challenge.rated,
    speed: lichessSpeed(challenge.speed),
    timeControl:
      challenge.days === null
        ? {
            type: 'clock',
            limit: tc.initial,
            increment: tc.increment,
            show: `${tc.initial / 60}+${tc.increment}`,
          }
        : { type: 'correspondence', daysPerMove: challenge.days },
    color: challenge.color,
    perf: { icon: '', name: perfName(challenge.speed) },
    ...(challenge.you ? { direction: challenge.you === 'challenger' ? 'out' : 'in' } : {}),
    initialFen: START_FEN,
    ...(challenge.rematchOf ? { rematchOf: challenge.rematchOf } : {}),
    ...(challenge.declineReason
      ? { declineReason: challenge.declineReason, declineReasonKey: declineKey(challenge.declineReason) }
      : {}),
  };
}
