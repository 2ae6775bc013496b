import type { PuzzleDrill, PuzzleShown } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PuzzlesApi } from './puzzles.api';
import '../../lib/i18n/locales/en.puzzles';

/** The member's due drills, a page at a time: each button replays that puzzle as a drill. */
export function PuzzleDrills({ api, onPlay }: { api: PuzzlesApi; onPlay: (puzzle: PuzzleShown) => void }) {
  const { t } = useTranslation();
  const [drills, setDrills] = useState<PuzzleDrill[]>([]);
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.drills().then(
      (page) => {
        if (!current) return;
        setDrills(page.drills);
        setNext(page.next);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);

  const more = async () => {
    if (!next) return;
    const page = await api.drills(next);
    setDrills((shown) => [...shown, ...page.drills]);
    setNext(page.next);
  };

  return (
    <section className="puzzles__drills-section" aria-labelledby="puzzle-drills">
      <h2 id="puzzle-drills">{t('puzzles.drills.title')}</h2>
      <p>{t('puzzles.drills.lead')}</p>
      {drills.length === 0 ? (
        <p>{t('puzzles.drills.none')}</p>
      ) : (
        <ul className="puzzles__drills">
          {drills.map((drill) => (
            <li key={drill.puzzle.id}>
              <button type="button" onClick={() => onPlay(drill.puzzle)}>
                {t('puzzles.drills.play', { id: drill.puzzle.id })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {next && (
        <button type="button" onClick={more}>
          {t('puzzles.drills.more')}
        </button>
      )}
    </section>
  );
}
