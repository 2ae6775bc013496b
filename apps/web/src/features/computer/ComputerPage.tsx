import '../play/play.css';
import './computer.css';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { loadChunk } from '../../lib/load-chunk';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { ComputerSetup } from './ComputerSetup';
import type { ComputerGameSetup } from './useComputerGame';
import '../../lib/i18n/locales/en.computer';

// The board, the engine and the game: loaded once a game starts, so the setup page stays light.
const ComputerGame = lazy(() =>
  loadChunk(() => import('./ComputerGame')).then((module) => ({ default: module.ComputerGame })),
);

/** `/play/computer`: pick a bot or a level, then play Stockfish running in this browser. */
export function ComputerPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useCurrentUser();
  // `?bot=pip`: a computer player's profile links here with that bot chosen.
  const [search] = useSearchParams();
  const linkedBot = search.get('bot');
  useDocumentTitle('play_computer');
  const [setup, setSetup] = useState<ComputerGameSetup | null>(null);
  const [playing, setPlaying] = useState(false);
  // Each game gets a fresh board, engine and state.
  const [games, setGames] = useState(0);

  return (
    <div className="computer">
      {playing && setup ? (
        <>
          <h1 className="visually-hidden">{t('computer.title')}</h1>
          <Suspense fallback={<p role="status">{t('computer.loading')}</p>}>
            <ComputerGame key={games} setup={setup} onNewGame={() => setPlaying(false)} />
          </Suspense>
        </>
      ) : (
        <>
          <header>
            <h1>{t('computer.title')}</h1>
            <p className="lead">{t('computer.lead')}</p>
          </header>
          {!isLoggedIn && <p className="notice">{t('computer.guestNote')}</p>}
          <ComputerSetup
            initial={setup}
            initialBot={linkedBot}
            onStart={(chosen) => {
              setSetup(chosen);
              setGames((n) => n + 1);
              setPlaying(true);
            }}
          />
        </>
      )}
    </div>
  );
}
