import './puzzles.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLoad } from '../../lib/use-load';
import { PuzzleBoard } from './PuzzleBoard';
import { PuzzleLoadStatus } from './PuzzleLoadStatus';
import { PuzzlesHeader, PuzzlesLogIn, useIsMember } from './PuzzlesNav';
import { puzzlesApi } from './puzzles.api';
import '../../lib/i18n/locales/en.puzzles';

/** `/puzzles/daily`: today's puzzle, the same for everyone (guests see it, members solve it). */
export function DailyPuzzlePage() {
  const { t } = useTranslation();
  useDocumentTitle('puzzles_daily');
  const { http } = useServices();
  const api = useMemo(() => puzzlesApi(http), [http]);
  const member = useIsMember();
  const { state, reload } = useLoad(() => api.daily(), 'daily');
  return (
    <div className="puzzles">
      <PuzzlesHeader
        current="puzzles_daily"
        title={t('puzzles.daily.title')}
        lead={t('puzzles.daily.lead')}
      />
      {!member && <PuzzlesLogIn />}
      <PuzzleLoadStatus state={state} retry={reload} />
      {state.status === 'loaded' && (
        <>
          {state.data.result && (
            <p className="notice">
              {t(state.data.result === 'solved' ? 'puzzles.daily.doneSolved' : 'puzzles.daily.doneFailed')}
            </p>
          )}
          <PuzzleBoard key={state.data.puzzle.id} puzzle={state.data.puzzle} mode="daily" api={api} />
        </>
      )}
    </div>
  );
}
