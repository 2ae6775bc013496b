import type {
  ClientMessage,
  Color,
  DrawAction,
  GameEvent,
  GameView,
  TakebackAction,
} from '@kingside/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useServices } from '../../app/services';
import { errorStatus } from '../../lib/server-error';
import { applyEvent, applyLocalMove, type PlayedMove } from './game-state';
import { fetchGame } from './play.api';
import { RESYNC_ERRORS } from './socket';
import { type SoundName, soundForSan } from './sound-names';
import { usePlaySocket, useSocketMessages } from './useSocket';

export interface GameState {
  status: 'loading' | 'ready' | 'missing' | 'failed';
  /** The game as the server last said it. */
  confirmed: GameView | null;
  /** This tab's move on its way to the server, shown already. */
  pending: PlayedMove | null;
  presence: Partial<Record<Color, boolean>>;
  /** Bumped whenever the board must be put back on the game's position. */
  resetToken: number;
  /** The socket's last complaint about this game, for a short notice. */
  problem: { code: string; at: number } | null;
}

type Action =
  | { type: 'full'; game: GameView }
  | { type: 'event'; version: number; event: GameEvent }
  | { type: 'local'; move: PlayedMove }
  | { type: 'refused'; code: string }
  | { type: 'reset' }
  | { type: 'missing' }
  | { type: 'failed' };

const initialState = (game: GameView | null): GameState => ({
  status: game ? 'ready' : 'loading',
  confirmed: game,
  pending: null,
  presence: {},
  resetToken: 0,
  problem: null,
});

function reducer(state: GameState, action: Action): GameState {
  switch (action.type) {
    case 'full': {
      if (
        state.confirmed &&
        state.confirmed.id === action.game.id &&
        action.game.version < state.confirmed.version
      ) {
        return state;
      }
      return {
        ...state,
        status: 'ready',
        confirmed: action.game,
        pending: null,
        resetToken: state.resetToken + 1,
      };
    }
    case 'event': {
      const game = state.confirmed;
      // Presence carries the current version: it is news about people, not a step of the game.
      if (action.event.kind === 'presence') {
        return { ...state, presence: { ...state.presence, [action.event.color]: action.event.connected } };
      }
      // Anything but the next version waits for the socket's replay or a full state.
      if (!game || action.version !== game.version + 1) return state;
      const confirmed = applyEvent(game, action.version, action.event);
      const ownMoveConfirmed =
        action.event.kind === 'move' && state.pending !== null && state.pending.uci === action.event.uci;
      const clearsPending = action.event.kind !== 'drawOffer' && action.event.kind !== 'takebackOffer';
      return {
        ...state,
        confirmed,
        pending: clearsPending ? null : state.pending,
        resetToken:
          clearsPending && state.pending && !ownMoveConfirmed ? state.resetToken + 1 : state.resetToken,
      };
    }
    case 'local':
      return { ...state, pending: action.move };
    case 'refused':
      return {
        ...state,
        pending: null,
        resetToken: state.resetToken + 1,
        problem: { code: action.code, at: Date.now() },
      };
    case 'reset':
      return { ...state, resetToken: state.resetToken + 1 };
    case 'missing':
      return { ...state, status: 'missing' };
    case 'failed':
      return { ...state, status: 'failed' };
  }
}

let nextRef = 1;

/**
 * One game, live: the first state from the page or `GET /callback/game/{id}`, then the socket's events.
 * Moves are shown at once and sent with the version they were made on; a refused one is undone by
 * reloading the full state.
 */
export function useGame(id: string, initial: GameView | null, playSounds: boolean) {
  const socket = usePlaySocket();
  const { http } = useServices();
  const [state, dispatch] = useReducer(reducer, initial?.id === id ? initial : null, initialState);
  const pendingRef = useRef<PlayedMove | null>(null);
  pendingRef.current = state.pending;
  const versionRef = useRef<number | null>(null);
  versionRef.current = state.confirmed?.version ?? null;
  const refs = useRef(new Set<number>());
  const soundsOn = useRef(playSounds);
  soundsOn.current = playSounds;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new id is a new game; the initial view only seeds it
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | null = null;
    const begin = (game: GameView) => {
      if (cancelled) return;
      dispatch({ type: 'full', game });
      stop = socket.watch(id, game.version);
    };
    if (initial?.id === id) begin(initial);
    else {
      fetchGame(http, id).then(begin, (error: unknown) => {
        if (cancelled) return;
        dispatch({ type: errorStatus(error) === 404 ? 'missing' : 'failed' });
      });
    }
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [id]);

  const play = (sound: SoundName) => {
    if (soundsOn.current) void import('./sounds').then(({ getSoundPlayer }) => getSoundPlayer().play(sound));
  };

  useSocketMessages((message) => {
    switch (message.t) {
      case 'game.full':
        if (message.game.id === id) dispatch({ type: 'full', game: message.game });
        return;
      case 'game.event': {
        if (message.gameId !== id) return;
        const { event } = message;
        const current = versionRef.current;
        if (current !== null && message.version === current + 1) {
          if (event.kind === 'move' && pendingRef.current?.uci !== event.uci)
            play(soundForSan(event.san, false));
          if (event.kind === 'end') play('game-end');
          versionRef.current = message.version;
        }
        dispatch({ type: 'event', version: message.version, event });
        return;
      }
      case 'error': {
        // An answer to a command belongs to whoever sent it (the chat sends its own); others by the game.
        const ours = message.ref !== undefined ? refs.current.has(message.ref) : message.gameId === id;
        if (!ours) return;
        if (message.ref !== undefined) refs.current.delete(message.ref);
        if (RESYNC_ERRORS.includes(message.code)) socket.resync(id);
        dispatch({ type: 'refused', code: message.code });
        return;
      }
      case 'ack':
        refs.current.delete(message.ref);
        return;
    }
  });

  const send = useCallback(
    (message: ClientMessage) => {
      socket.send(message);
    },
    [socket],
  );

  const withRef = <M extends ClientMessage>(message: M): M => {
    const ref = nextRef++;
    refs.current.add(ref);
    return { ...message, ref };
  };

  const move = (played: PlayedMove) => {
    const version = versionRef.current;
    if (version === null) return;
    dispatch({ type: 'local', move: played });
    play(soundForSan(played.san, true));
    send(withRef({ t: 'move', gameId: id, uci: played.uci, version }));
  };

  const view =
    state.confirmed && state.pending ? applyLocalMove(state.confirmed, state.pending) : state.confirmed;

  return {
    state,
    view,
    serverNow: () => socket.serverNow(),
    move,
    resetBoard: () => dispatch({ type: 'reset' }),
    resign: () => send(withRef({ t: 'resign', gameId: id })),
    abort: () => send(withRef({ t: 'abort', gameId: id })),
    draw: (action: DrawAction) => send(withRef({ t: 'draw', gameId: id, action })),
    takeback: (action: TakebackAction) => send(withRef({ t: 'takeback', gameId: id, action })),
    claimVictory: () => send(withRef({ t: 'claimVictory', gameId: id })),
    berserk: () => send(withRef({ t: 'berserk', gameId: id })),
  };
}
