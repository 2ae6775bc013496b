import type { Color } from '@kingside/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../play/Board';
import type { BoardSettings } from '../play/board-options';
import { destsOf, isCheck, isPromotion, lastMoveSquares, playMove, turnOfFen } from '../play/game-state';
import { MoveList } from '../play/MoveList';
import '../../lib/i18n/locales/en.settings';

/** The Ruy Lopez after 3.Bb5, with made-up thinking times so timestamps have something to show. */
const START = {
  fen: 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3',
  moves: ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5'],
  san: ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'],
  times: [null, null, 2_400, 3_100, 12_000] as (number | null)[],
};

/**
 * A board that follows the options as they change: the viewer plays Black here, so "white always on
 * bottom" shows; both sides may be moved to try the move method and the highlights.
 */
export function BoardPreview({ options }: { options: BoardSettings }) {
  const { t } = useTranslation();
  const [line, setLine] = useState(START);
  const [resetToken, setResetToken] = useState(0);
  const turn: Color = turnOfFen(line.fen);
  const dests = useMemo(() => destsOf(line.fen), [line.fen]);

  const onMove = (orig: string, dest: string) => {
    const played = playMove(line.fen, `${orig}${dest}${isPromotion(line.fen, orig, dest) ? 'q' : ''}`);
    if (!played) {
      setResetToken((token) => token + 1);
      return;
    }
    setLine({
      fen: played.fen,
      moves: [...line.moves, played.uci],
      san: [...line.san, played.san],
      times: [...line.times, null],
    });
  };

  return (
    <section className="board-preview" aria-labelledby="board-preview-title">
      <div className="board-preview__head">
        <h2 id="board-preview-title">{t('boardSettings.preview')}</h2>
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={() => {
            setLine(START);
            setResetToken((token) => token + 1);
          }}
        >
          {t('boardSettings.previewReset')}
        </button>
      </div>
      <div className="board-preview__board">
        <Board
          fen={line.fen}
          // Seen as White: a board shown upside down by default reads as a broken page.
          orientation="white"
          turnColor={turn}
          lastMove={lastMoveSquares(line.moves.at(-1))}
          check={isCheck(line.fen)}
          movableColor={turn}
          dests={dests}
          options={options}
          resetToken={resetToken}
          label={t('boardSettings.previewLabel')}
          onMove={onMove}
        />
      </div>
      <div className="board-preview__moves">
        <MoveList
          san={line.san}
          displayType={options.moveListDisplayType}
          times={options.showTimestamps ? line.times : undefined}
        />
      </div>
    </section>
  );
}
