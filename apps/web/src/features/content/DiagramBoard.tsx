import './diagram.css';
import { DEFAULT_BOARD_OPTIONS } from '@kingside/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnalysisLine, readFen, readPgn } from '../analysis/analysis-line';
import { Board } from '../play/Board';
import { isCheck, lastMoveSquares, turnOfFen } from '../play/game-state';
import '../../lib/i18n/locales/en.content';

const NO_DESTS = new Map<string, string[]>();
const ignore = () => undefined;

/** A position (FEN) or a game (PGN) from a text, on a read-only board with first/previous/next/last. */
export function DiagramBoard({
  fen,
  pgn,
  onShown,
}: {
  fen: string | null;
  pgn: string | null;
  onShown?: () => void;
}) {
  const { t } = useTranslation();
  const line: AnalysisLine | null = useMemo(() => {
    const read = pgn !== null ? readPgn(pgn) : readFen(fen ?? '');
    return read.ok ? read.line : null;
  }, [fen, pgn]);
  const [ply, setPly] = useState(0);
  const last = line ? line.fens.length - 1 : 0;

  useEffect(() => {
    if (line) onShown?.();
  }, [line, onShown]);

  if (!line) return <p className="diagram__invalid">{t('diagram.invalid')}</p>;
  const shown = line.fens[ply]!;
  const steps = [
    { key: 'first', glyph: '«', to: 0, disabled: ply === 0 },
    { key: 'prev', glyph: '‹', to: ply - 1, disabled: ply === 0 },
    { key: 'next', glyph: '›', to: ply + 1, disabled: ply >= last },
    { key: 'last', glyph: '»', to: last, disabled: ply >= last },
  ] as const;
  return (
    <figure className="diagram">
      <div className="diagram__board">
        <Board
          fen={shown}
          orientation="white"
          turnColor={turnOfFen(shown)}
          lastMove={lastMoveSquares(line.moves[ply - 1])}
          check={isCheck(shown)}
          movableColor={null}
          dests={NO_DESTS}
          options={DEFAULT_BOARD_OPTIONS}
          resetToken={0}
          label={t('diagram.label')}
          onMove={ignore}
        />
      </div>
      {last > 0 && (
        <figcaption className="diagram__steps">
          {steps.map((step) => (
            <button
              key={step.key}
              type="button"
              className="button"
              aria-label={t(`diagram.${step.key}`)}
              disabled={step.disabled}
              onClick={() => setPly(step.to)}
            >
              {step.glyph}
            </button>
          ))}
          <span className="diagram__move">{ply === 0 ? '' : line.san[ply - 1]}</span>
        </figcaption>
      )}
    </figure>
  );
}
