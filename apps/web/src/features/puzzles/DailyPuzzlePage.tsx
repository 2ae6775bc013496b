import './puzzles.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { PuzzleBoard } from './PuzzleBoard';
import { PuzzlesHeader, PuzzlesLogIn, useIsMember } from './PuzzlesNav';
import { puzzlesApi } from './puzzles.api';
import { usePuzzleLoad } from './usePuzzleLoad';
import '../../lib/i18n/locales/en.puzzles';

/** `/puzzles/daily`: today's puzzle, the same for everyone (guests see it, members solve it). */
export function DailyPuzzlePage() {
  const { t } = useTranslation();
  useDocumentTitle('puzzles_daily');
  const { http } = useServices();
  const api = useMemo(() => puzzlesApi(http), [http]);
  const member = useIsMember();
  const { state, reload } = usePuzzleLoad(() => api.daily(), 'daily');
  return (
    <div className="puzzles">
      <PuzzlesHeader
        current="puzzles_daily"
        title={t('puzzles.daily.title')}
        lead={t('puzzles.daily.lead')}
      />
      {!member && <PuzzlesLogIn />}
      {state.status === 'loading' && <p role="status">{t('puzzles.loading')}</p>}
      {state.status === 'failed' && (
        <p className="notice" role="alert">
          {t('puzzles.loadFailed')}{' '}
          <button type="button" onClick={reload}>
            {t('puzzles.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          {state.value.result && (
            <p className="notice">
              {t(state.value.result === 'solved' ? 'puzzles.daily.doneSolved' : 'puzzles.daily.doneFailed')}
            </p>
          )}
          <PuzzleBoard key={state.value.puzzle.id} puzzle={state.value.puzzle} mode="daily" api={api} />
        </>
      )}
    </div>
  );
}
