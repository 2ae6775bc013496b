import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.home';

/** The Ruy Lopez after 3.Bb5, the bishop's move highlighted the way a game page will show it. */
const POSITION = 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R';
const LAST_MOVE = new Set(['f1', 'b5']);
const FILES = 'abcdefgh';

// Solid glyphs for both sides: colour comes from CSS. U+FE0E asks for text, not emoji, presentation.
const GLYPHS: Record<string, string> = { k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };

interface Square {
  name: string;
  dark: boolean;
  piece: { glyph: string; white: boolean } | null;
}

function squares(placement: string): Square[] {
  return placement.split('/').flatMap((row, rankIndex) => {
    const cells: (string | null)[] = [...row].flatMap((char) =>
      /\d/.test(char) ? Array<null>(Number(char)).fill(null) : [char],
    );
    return cells.map((char, fileIndex) => ({
      name: `${FILES[fileIndex]}${8 - rankIndex}`,
      dark: (rankIndex + fileIndex) % 2 === 1,
      piece: char
        ? { glyph: `${GLYPHS[char.toLowerCase()]}\uFE0E`, white: char === char.toUpperCase() }
        : null,
    }));
  });
}

const BOARD = squares(POSITION);

export function HeroBoard() {
  const { t } = useTranslation();
  return (
    <div className="hero-board" role="img" aria-label={t('home.boardLabel')}>
      {BOARD.map((square) => (
        <div
          key={square.name}
          className={`hero-board__square${square.dark ? ' is-dark' : ''}${LAST_MOVE.has(square.name) ? ' is-last-move' : ''}`}
        >
          {square.name.endsWith('1') && <span className="hero-board__file">{square.name[0]}</span>}
          {square.name.startsWith('a') && <span className="hero-board__rank">{square.name[1]}</span>}
          {square.piece && (
            <span className={`hero-board__piece${square.piece.white ? ' is-white' : ''}`}>
              {square.piece.glyph}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
