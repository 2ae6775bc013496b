import './diagram.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../play/Board';
import { MoveList } from '../play/MoveList';
import { useBoardOptions } from '../play/useBoardOptions';
import { readDiagram, stateOf } from './diagram-line';
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
  // The member's own board (style, coordinates, animation), as on every other board.
  const { options } = useBoardOptions();
  const line = useMemo(() => readDiagram(fen, pgn), [fen, pgn]);
  const [ply, setPly] = useState(0);
  const last = line ? line.fens.length - 1 : 0;

  useEffect(() => {
    if (line) onShown?.();
  }, [line, onShown]);

  if (!line) return <p className="diagram__invalid">{t('diagram.invalid')}</p>;
  const shown = line.fens[ply]!;
  const { turn, check } = stateOf(shown);
  const played = line.uci[ply - 1];
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
          turnColor={turn}
          lastMove={played ? [played.slice(0, 2), played.slice(2, 4)] : undefined}
          check={check}
          movableColor={null}
          dests={NO_DESTS}
          options={options}
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
        </figcaption>
      )}
      {last > 0 && (
        <MoveList san={line.san} current={ply} onSelect={setPly} displayType={options.moveListDisplayType} />
      )}
    </figure>
  );
}
