import type { Color, ComputerBot, ComputerGameEnd } from '@kingside/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { type EngineError, startEngine, type UciEngine } from '../../lib/engine/engine';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { type PlayedMove, playMove } from '../play/game-state';
import { INITIAL_FEN } from '../play/move-stepper';
import { recordComputerGame } from './computer.api';
import {
  bookMove,
  engineSettings,
  HINT_SETTINGS,
  pickMove,
  type Random,
  standingAfter,
  winnerOf,
} from './computer-play';

export interface ComputerGameSetup {
  bot: ComputerBot;
  level: number;
  /** The member's colour. */
  color: Color;
}

export type SaveState =
  | { state: 'idle' | 'saving' | 'failed' | 'guest' | 'tooShort' }
  | { state: 'saved'; id: string };

/** A pause before a book move, so the reply is seen arriving rather than being there at once. */
const BOOK_MOVE_DELAY_MS = 350;

/**
 * One game against the computer in this tab: the member's moves, the engine's replies (its book
 * first, then Stockfish at the level, picked by the bot's style), takebacks and hints (casual: the
 * game is never rated), and the finished game stored for members.
 */
export function useComputerGame(setup: ComputerGameSetup, random: Random = Math.random) {
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const engine = useRef<UciEngine | null>(null);
  const [played, setPlayed] = useState<PlayedMove[]>([]);
  const [end, setEnd] = useState<ComputerGameEnd | null>(null);
  const [thinking, setThinking] = useState(false);
  const [engineFailed, setEngineFailed] = useState(false);
  const [hint, setHint] = useState<{ ply: number; san: string } | null>(null);
  const [counts, setCounts] = useState({ takebacks: 0, hints: 0 });
  const [save, setSave] = useState<SaveState>({ state: 'idle' });

  const moves = useMemo(() => played.map((move) => move.uci), [played]);
  const standing = useMemo(() => standingAfter(moves), [moves]);
  const fen = played.at(-1)?.fen ?? INITIAL_FEN;
  const over = end !== null || standing.end !== null;
  const finalEnd = end ?? standing.end;
  const computerToMove = !over && standing.turn !== setup.color;

  useEffect(() => {
    const started = startEngine();
    engine.current = started;
    started.whenReady().catch(() => setEngineFailed(true));
    return () => started.terminate();
  }, []);

  const failed = useCallback((error: EngineError) => {
    if (error.code !== 'engine_stopped') setEngineFailed(true);
  }, []);

  // The computer's turn: a book move, or the engine's.
  useEffect(() => {
    const current = engine.current;
    if (!computerToMove || !current) return;
    let cancelled = false;
    const reply = (uci: string | null) => {
      if (cancelled || !uci) return;
      const move = playMove(fen, uci);
      if (move) setPlayed((before) => [...before, move]);
    };
    setThinking(true);
    const book = bookMove(setup.bot, moves, random);
    if (book) {
      const timer = setTimeout(() => {
        setThinking(false);
        reply(book);
      }, BOOK_MOVE_DELAY_MS);
      return () => {
        cancelled = true;
        clearTimeout(timer);
      };
    }
    const settings = engineSettings(setup.level);
    current.search({ moves, turn: standing.turn, ...settings }).then(({ best, report }) => {
      if (cancelled) return;
      setThinking(false);
      reply(best.move && pickMove(best.move, report.lines, setup.bot, fen));
    }, failed);
    return () => {
      cancelled = true;
      setThinking(false);
      current.stop();
    };
  }, [computerToMove, moves, fen, standing.turn, setup, random, failed]);

  // The end, stored once for members (guests' games are not kept).
  useEffect(() => {
    if (!finalEnd || save.state !== 'idle') return;
    if (!isLoggedIn) return setSave({ state: 'guest' });
    if (finalEnd === 'resign' && moves.length < 2) return setSave({ state: 'tooShort' });
    setSave({ state: 'saving' });
    recordComputerGame(http, {
      bot: setup.bot.key,
      level: setup.level,
      color: setup.color,
      moves,
      end: finalEnd,
    }).then(
      (record) => setSave({ state: 'saved', id: record.id }),
      () => setSave({ state: 'failed' }),
    );
  }, [finalEnd, save.state, isLoggedIn, http, setup, moves]);

  const move = useCallback(
    (uci: string): boolean => {
      if (over || computerToMove) return false;
      const next = playMove(fen, uci);
      if (!next) return false;
      setHint(null);
      setPlayed((before) => [...before, next]);
      return true;
    },
    [over, computerToMove, fen],
  );

  /** Back to the member's previous turn: their last move and the computer's reply to it. */
  const takeback = useCallback(() => {
    if (over) return;
    const mine = setup.color === 'white' ? 0 : 1;
    const keep = standing.turn === setup.color ? played.length - 2 : played.length - 1;
    if (keep < mine) return;
    engine.current?.stop();
    setHint(null);
    setPlayed((before) => before.slice(0, keep));
    setCounts((before) => ({ ...before, takebacks: before.takebacks + 1 }));
  }, [over, setup.color, standing.turn, played.length]);

  const askHint = useCallback(() => {
    const current = engine.current;
    if (over || computerToMove || !current) return;
    const ply = played.length;
    setCounts((before) => ({ ...before, hints: before.hints + 1 }));
    current.search({ moves, turn: standing.turn, ...HINT_SETTINGS }).then(({ best }) => {
      const san = best.move ? playMove(fen, best.move)?.san : undefined;
      if (san) setHint({ ply, san });
    }, failed);
  }, [over, computerToMove, played.length, moves, standing.turn, fen, failed]);

  const resign = useCallback(() => {
    if (over) return;
    engine.current?.stop();
    setEnd('resign');
  }, [over]);

  const claimDraw = useCallback(() => {
    if (!over && standing.claimable && standing.turn === setup.color) setEnd(standing.claimable);
  }, [over, standing, setup.color]);

  return {
    played,
    fen,
    turn: standing.turn,
    end: finalEnd,
    winner: finalEnd ? winnerOf(finalEnd, standing, setup.color) : null,
    claimable: !over && standing.turn === setup.color ? standing.claimable : null,
    thinking,
    engineFailed,
    hint: hint?.ply === played.length ? hint.san : null,
    counts,
    save,
    canTakeback: !over && played.length >= (setup.color === 'white' ? 1 : 2),
    move,
    takeback,
    askHint,
    resign,
    claimDraw,
  };
}

export type ComputerGameState = ReturnType<typeof useComputerGame>;
