import '@lichess-org/chessground/assets/chessground.base.css';
import '@lichess-org/chessground/assets/chessground.cburnett.css';
import './board.css';
import type { BoardOptions, Color } from '@kingside/contract';
import { Chessground } from '@lichess-org/chessground';
import type { Api } from '@lichess-org/chessground/api';
import type { Config } from '@lichess-org/chessground/config';
import type { Key } from '@lichess-org/chessground/types';
import { useEffect, useRef } from 'react';
import { animationMs } from './board-options';

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
}

/** chessground, driven by props: the game state is the truth, the board only shows it. */
export function Board(props: BoardProps) {
  const { fen, orientation, turnColor, lastMove, check, movableColor, dests, options, resetToken, label } =
    props;
  const element = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);
  const onMove = useRef(props.onMove);
  onMove.current = props.onMove;

  const config = (): Config => {
    const playing = movableColor !== null;
    return {
      fen,
      orientation,
      turnColor,
      lastMove: lastMove as Key[] | undefined,
      check: check ? turnColor : false,
      coordinates: options.coordinates !== 'off',
      ranksPosition: 'left',
      viewOnly: !playing,
      highlight: { lastMove: options.highlightMoves, check: true },
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
      drawable: { enabled: true, visible: true },
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
      premovable: { ...config().premovable },
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
    if (movableColor === null) board.cancelPremove();
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
  ]);

  return (
    <div className={`board board--coords-${options.coordinates}`} role="img" aria-label={label}>
      <div className="board__cg" ref={element} />
    </div>
  );
}
