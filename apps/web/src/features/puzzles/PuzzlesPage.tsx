import './puzzles.css';
import { PUZZLE_LIMITS, PUZZLE_THEMES, type PuzzleShown, type PuzzleTheme } from '@kingside/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLoad } from '../../lib/use-load';
import { PuzzleBoard } from './PuzzleBoard';
import { PuzzleDrills } from './PuzzleDrills';
import { PuzzleLoadStatus } from './PuzzleLoadStatus';
import { PuzzlesHeader, PuzzlesLogIn, useIsMember } from './PuzzlesNav';
import { type PuzzleQuery, puzzlesApi } from './puzzles.api';
import '../../lib/i18n/locales/en.puzzles';

const ratingParam = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= PUZZLE_LIMITS.minRating && n <= PUZZLE_LIMITS.maxRating
    ? n
    : undefined;
};

/** `/puzzles` (`?min&max&theme`): rated puzzles near the member's rating or in a chosen range, and drills. */
export function PuzzlesPage() {
  const { t } = useTranslation();
  useDocumentTitle('puzzles');
  const member = useIsMember();
  return (
    <div className="puzzles">
      <PuzzlesHeader current="puzzles" title={t('puzzles.title')} lead={t('puzzles.lead')} />
      {member ? <RatedPuzzles /> : <PuzzlesLogIn />}
    </div>
  );
}

function RatedPuzzles() {
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => puzzlesApi(http), [http]);
  const [search, setSearch] = useSearchParams();
  const query: PuzzleQuery = {
    min: ratingParam(search.get('min')),
    max: ratingParam(search.get('max')),
    theme: PUZZLE_THEMES.find((theme) => theme === search.get('theme')),
  };
  const key = JSON.stringify(query);
  const { state, reload } = useLoad(() => api.next(query), key);
  const [drill, setDrill] = useState<PuzzleShown | null>(null);
  const [rating, setRating] = useState<number | null>(null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['min', 'max', 'theme']) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    setDrill(null);
    setSearch(next);
  };

  const me = state.status === 'loaded' ? state.data.me : null;
  const puzzle = drill ?? (state.status === 'loaded' ? state.data.puzzle : null);
  return (
    <>
      {me && (
        <p className="puzzles__me">
          {t('puzzles.yourRating')}: <strong data-testid="puzzle-rating">{rating ?? me.rating}</strong>
          {me.provisional && rating === null ? ` ${t('puzzles.provisional')}` : ''}
        </p>
      )}
      <form className="puzzles__filters" onSubmit={apply} key={key}>
        <label>
          {t('puzzles.filters.min')}
          <input
            name="min"
            type="number"
            min={PUZZLE_LIMITS.minRating}
            max={PUZZLE_LIMITS.maxRating}
            defaultValue={query.min}
          />
        </label>
        <label>
          {t('puzzles.filters.max')}
          <input
            name="max"
            type="number"
            min={PUZZLE_LIMITS.minRating}
            max={PUZZLE_LIMITS.maxRating}
            defaultValue={query.max}
          />
        </label>
        <label>
          {t('puzzles.filters.theme')}
          <select name="theme" defaultValue={query.theme ?? ''}>
            <option value="">{t('puzzles.filters.anyTheme')}</option>
            {PUZZLE_THEMES.map((theme: PuzzleTheme) => (
              <option key={theme} value={theme}>
                {t(`puzzles.themes.names.${theme}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('puzzles.filters.apply')}</button>
      </form>
      {!drill && <PuzzleLoadStatus state={state} retry={reload} />}
      {state.status === 'loaded' && !puzzle && <p className="notice">{t('puzzles.none')}</p>}
      {puzzle && (
        <PuzzleBoard
          key={`${drill ? 'drill' : 'rated'}-${puzzle.id}`}
          puzzle={puzzle}
          mode={drill ? 'drill' : 'rated'}
          api={api}
          onFinished={(verdict) => verdict.rating && setRating(verdict.rating.after)}
        />
      )}
      {puzzle && (
        <p>
          <button
            type="button"
            onClick={() => {
              setDrill(null);
              reload();
            }}
          >
            {t('puzzles.next')}
          </button>
        </p>
      )}
      <PuzzleDrills api={api} onPlay={setDrill} />
    </>
  );
}
