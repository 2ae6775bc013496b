import '@lichess-org/chessground/assets/chessground.base.css';
import '@lichess-org/chessground/assets/chessground.cburnett.css';
import './board.css';
import type { BoardOptions, Color } from '@kingside/contract';
import { Chessground } from '@lichess-org/chessground';
import type { Api } from '@lichess-org/chessground/api';
import type { Config } from '@lichess-org/chessground/config';
import type { DrawShape } from '@lichess-org/chessground/draw';
import type { Key } from '@lichess-org/chessground/types';
import { type MouseEvent, useEffect, useRef } from 'react';
import { animationMs } from './board-options';
import { type Premove, premoveShapes, queuedBoardFen } from './premove-queue';

export interface BoardProps {
  fen: string;
  orientation: Color;
  turnColor: Color;
  lastMove?: [string, string] | undefined;
  check: boolean;
  /** The side this person may move (and premove); null for a read-only board. */
  movableColor: Color | null;
  dests: Map<string, string[]>;
  options: BoardOptions;
  /** Bumped to force the board back onto `fen` (a refused move, a cancelled promotion). */
  resetToken: number;
  label: string;
  onMove: (orig: string, dest: string, premove: boolean) => void;
  /**
   * The opt-in premove queue: each premove is added here instead of being chessground's single one,
   * and the board shows the pieces where the queue will have put them.
   */
  premoveQueue?: PremoveQueueProps | undefined;
}

export interface PremoveQueueProps {
  moves: readonly Premove[];
  onAdd: (premove: Premove) => void;
  onClear: () => void;
}

/** chessground, driven by props: the game state is the truth, the board only shows it. */
export function Board(props: BoardProps) {
  const { fen, orientation, turnColor, lastMove, check, movableColor, dests, options, resetToken, label } =
    props;
  const element = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);
  const onMove = useRef(props.onMove);
  onMove.current = props.onMove;
  const shownCoordinates = useRef(options.coordinates !== 'off');
  const queue = props.premoveQueue;
  const queueRef = useRef(queue);
  queueRef.current = queue;
  const queued = queue?.moves ?? [];
  const queueKey = queued.map(({ orig, dest }) => `${orig}${dest}`).join(' ');

  const config = (): Config => {
    const playing = movableColor !== null;
    const shapes = premoveShapes(queued);
    return {
      fen: queuedBoardFen(fen, queued),
      orientation,
      turnColor,
      lastMove: lastMove as Key[] | undefined,
      check: check ? turnColor : false,
      coordinates: options.coordinates !== 'off',
      ranksPosition: 'left',
      viewOnly: !playing,
      highlight: {
        lastMove: options.highlightMoves,
        check: true,
        custom: shapes.squares as Map<Key, string>,
      },
      animation: {
        enabled: animationMs(options.animationType) > 0,
        duration: animationMs(options.animationType),
      },
      movable: {
        free: false,
        color: movableColor ?? undefined,
        dests: (movableColor === turnColor ? dests : new Map()) as Map<Key, Key[]>,
        showDests: options.highlightLegalMoves,
        rookCastle: true,
      },
      premovable: { enabled: playing, showDests: options.highlightLegalMoves, castle: true },
      draggable: { enabled: options.moveMethod !== 'click', showGhost: true },
      selectable: { enabled: options.moveMethod !== 'drag' },
      drawable: { enabled: true, visible: true, autoShapes: shapes.arrows as DrawShape[] },
    };
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later changes go through set()
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    api.current = Chessground(container, {
      ...config(),
      disableContextMenu: true,
      addDimensionsCssVarsTo: container.parentElement ?? undefined,
      events: {},
      movable: {
        ...config().movable,
        events: { after: (orig, dest, meta) => onMove.current(orig, dest, Boolean(meta.premove)) },
      },
      premovable: {
        ...config().premovable,
        events: {
          set: (orig, dest) => queueRef.current?.onAdd({ orig, dest }),
        },
      },
    });
    return () => {
      api.current?.destroy();
      api.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: config() reads exactly these
  useEffect(() => {
    const board = api.current;
    if (!board) return;
    const { movable, ...rest } = config();
    board.set({ ...rest, movable: { ...movable, events: board.state.movable.events } });
    // chessground draws coordinates only when it builds its DOM: turning them on or off rebuilds it.
    if (board.state.coordinates !== shownCoordinates.current) {
      shownCoordinates.current = board.state.coordinates;
      board.redrawAll();
    }
    // With the queue on, chessground's own premove only hands the move over to the queue.
    if (movableColor === null || queue) board.cancelPremove();
    // The opponent just moved: a premove waiting for this moment is played now.
    else if (movableColor === turnColor) board.playPremove();
  }, [
    fen,
    orientation,
    turnColor,
    lastMove?.[0],
    lastMove?.[1],
    check,
    movableColor,
    dests,
    options,
    resetToken,
    queueKey,
    Boolean(queue),
  ]);

  // Escape clears the queue, as right-click does (lichess's gestures for cancelling a premove). The
  // listener stays while the queue is on and reads the queue as last rendered: one added only once a
  // move is queued would miss an Escape pressed between the queue's paint and the effect.
  const hasQueue = queued.length > 0;
  const queueOn = Boolean(queue);
  useEffect(() => {
    if (!queueOn) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && queueRef.current?.moves.length) queueRef.current.onClear();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [queueOn]);

  // Captured before chessground, which stops the event to start drawing an arrow.
  const onMouseDownCapture = (event: MouseEvent) => {
    if (event.button === 2 && hasQueue) queueRef.current?.onClear();
  };

  return (
    <div
      className={`board board--coords-${options.coordinates}`}
      role="img"
      aria-label={label}
      onMouseDownCapture={onMouseDownCapture}
    >
      <div className="board__cg" ref={element} />
    </div>
  );
}
