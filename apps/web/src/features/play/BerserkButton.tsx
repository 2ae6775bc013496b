import type { Color, GameView } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.game';

/**
 * Arena games only (its own chunk, loaded for those): before your first move, halve your clock and
 * give up the increment for a bonus point on a win of at least 7 moves. The server has the last word.
 */
export function BerserkButton({ game, me, onBerserk }: { game: GameView; me: Color; onBerserk: () => void }) {
  const { t } = useTranslation();
  // White's first move is ply 1, black's ply 2.
  const moved = game.moves.length >= (me === 'white' ? 1 : 2);
  if (!game.berserkable || game.berserk[me] || moved) return null;
  return (
    <button type="button" className="button button--small" title={t('game.berserkHint')} onClick={onBerserk}>
      {t('game.berserk')}
    </button>
  );
}
