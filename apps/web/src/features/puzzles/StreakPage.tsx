import './puzzles.css';
import type { PuzzleStreakView } from '@kingside/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { serverMessage } from '../../lib/server-error';
import { useLoad } from '../../lib/use-load';
import { PuzzleBoard } from './PuzzleBoard';
import { PuzzleLoadStatus } from './PuzzleLoadStatus';
import { PuzzlesHeader, PuzzlesLogIn, useIsMember } from './PuzzlesNav';
import { type PuzzlesApi, puzzlesApi } from './puzzles.api';
import '../../lib/i18n/locales/en.puzzles';

/** `/puzzles/streak`: puzzles in a row, each harder; one miss ends the run. */
export function StreakPage() {
  const { t } = useTranslation();
  useDocumentTitle('puzzles_streak');
  const member = useIsMember();
  return (
    <div className="puzzles">
      <PuzzlesHeader
        current="puzzles_streak"
        title={t('puzzles.streak.title')}
        lead={t('puzzles.streak.lead')}
      />
      {member ? <Streak /> : <PuzzlesLogIn />}
    </div>
  );
}

function Streak() {
  const { http } = useServices();
  const api = useMemo(() => puzzlesApi(http), [http]);
  const { state, reload } = useLoad(() => api.streak(), 'streak');
  if (state.status !== 'loaded') return <PuzzleLoadStatus state={state} retry={reload} />;
  return <StreakRun initial={state.data} api={api} />;
}

function StreakRun({ initial, api }: { initial: PuzzleStreakView; api: PuzzlesApi }) {
  const { t } = useTranslation();
  const [run, setRun] = useState(initial);
  // The run as it stands after the shown puzzle; shown on the board until the member moves on.
  const [after, setAfter] = useState<PuzzleStreakView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = () =>
    api.startStreak().then(
      (started) => {
        setError(null);
        setAfter(null);
        setRun(started);
      },
      (caught: unknown) => setError(serverMessage(caught) ?? t('app.genericError')),
    );
  const shown = after ?? run;
  return (
    <>
      <p className="puzzles__streak-count">
        <span>
          {t('puzzles.streak.current')}: <strong data-testid="streak-current">{shown.current}</strong>
        </span>
        <span>
          {t('puzzles.streak.best')}: <strong>{shown.best}</strong>
        </span>
      </p>
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      {run.puzzle && (
        <PuzzleBoard
          key={run.puzzle.id}
          puzzle={run.puzzle}
          mode="streak"
          api={api}
          onFinished={(verdict) => verdict.streak && setAfter(verdict.streak)}
        />
      )}
      {after?.puzzle && (
        <button
          type="button"
          onClick={() => {
            setRun(after);
            setAfter(null);
          }}
        >
          {t('puzzles.next')}
        </button>
      )}
      {after && !after.puzzle && (
        <p className="notice">
          {after.current > 0 && after.current === run.current + 1
            ? t('puzzles.streak.top')
            : t('puzzles.streak.over', { count: after.current })}
        </p>
      )}
      {(!run.puzzle || (after && !after.puzzle)) && (
        <button type="button" onClick={start}>
          {run.current > 0 || after ? t('puzzles.streak.again') : t('puzzles.streak.start')}
        </button>
      )}
    </>
  );
}
