import type { GameView } from '@kingside/contract';
import { type GameReviewResult, MOVE_CLASSES } from '@kingside/contract/review';
import { useTranslation } from 'react-i18next';
import { CLASS_SYMBOLS } from './class-style';
import '../../lib/i18n/locales/en.review';

const percent = (value: number | null) => (value === null ? null : value.toFixed(1));

/** Each side's accuracy, then a table of how many moves of each class each side played (classes played by either). */
export function ReviewSummary({ game, result }: { game: GameView; result: GameReviewResult }) {
  const { t } = useTranslation();
  const sides = [
    { key: 'white', name: game.white.username, accuracy: percent(result.accuracy.white) },
    { key: 'black', name: game.black.username, accuracy: percent(result.accuracy.black) },
  ] as const;
  // Classes neither side played take no row: the panel shares its height with the moves.
  const played = MOVE_CLASSES.filter(
    (moveClass) => result.counts.white[moveClass] + result.counts.black[moveClass] > 0,
  );
  return (
    <section className="review-summary" aria-label={t('review.accuracy')}>
      <dl className="review-summary__accuracy">
        {sides.map((side) => (
          <div key={side.key} className={`review-summary__side review-summary__side--${side.key}`}>
            <dt>{side.name}</dt>
            <dd data-testid={`accuracy-${side.key}`}>{side.accuracy ?? t('review.noMoves')}</dd>
          </div>
        ))}
      </dl>
      <table className="review-summary__counts">
        <caption className="visually-hidden">{t('review.summary')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.white')}</th>
            <th scope="col" className="visually-hidden">
              {t('review.summary')}
            </th>
            <th scope="col">{t('review.black')}</th>
          </tr>
        </thead>
        <tbody>
          {played.map((moveClass) => (
            <tr key={moveClass} className={`review-class--${moveClass}`}>
              <td>{result.counts.white[moveClass]}</td>
              <th scope="row">
                <span className="review-mark" aria-hidden="true">
                  {CLASS_SYMBOLS[moveClass]}
                </span>{' '}
                {t(`review.classes.${moveClass}`)}
              </th>
              <td>{result.counts.black[moveClass]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
