import './review.css';
import {
  BRILLIANT_MAX_WIN_BEFORE,
  BRILLIANT_MIN_WIN_AFTER,
  EXCELLENT_MAX_DROP,
  GOOD_MAX_DROP,
  GREAT_ONLY_MOVE_GAP,
  INACCURACY_MAX_DROP,
  MISS_NOT_LOSING_AFTER,
  MISS_WINNING_BEFORE,
  MISTAKE_MAX_DROP,
  MOVE_CLASSES,
} from '@kingside/contract/review';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { CLASS_SYMBOLS } from './class-style';
import '../../lib/i18n/locales/en.review';

/** The thresholds the rules quote: the classifier's own constants, so the page cannot drift from the code. */
export const RULE_VALUES = {
  excellent: EXCELLENT_MAX_DROP,
  good: GOOD_MAX_DROP,
  inaccuracy: INACCURACY_MAX_DROP,
  mistake: MISTAKE_MAX_DROP,
  gap: GREAT_ONLY_MOVE_GAP,
  minAfter: BRILLIANT_MIN_WIN_AFTER,
  maxBefore: BRILLIANT_MAX_WIN_BEFORE,
  winning: MISS_WINNING_BEFORE,
  notLosing: MISS_NOT_LOSING_AFTER,
};

/** `/help/game-review`: what each move class means, with the numbers the review uses. */
export function ReviewHelpPage() {
  const { t } = useTranslation();
  useDocumentTitle('review_help');
  return (
    <article className="review-help">
      <h1>{t('review.helpPage.title')}</h1>
      <p>{t('review.helpPage.intro')}</p>
      <table className="review-help__table">
        <thead>
          <tr>
            <th scope="col">{t('review.helpPage.classHeader')}</th>
            <th scope="col">{t('review.helpPage.ruleHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {MOVE_CLASSES.map((moveClass) => (
            <tr key={moveClass} className={`review-class--${moveClass}`}>
              <th scope="row">
                <span className="review-mark" aria-hidden="true">
                  {CLASS_SYMBOLS[moveClass]}
                </span>{' '}
                {t(`review.classes.${moveClass}`)}
              </th>
              <td>{t(`review.helpPage.rules.${moveClass}`, RULE_VALUES)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('review.helpPage.accuracy')}</p>
      <p>{t('review.helpPage.quota')}</p>
    </article>
  );
}
