import './archive.css';
import { type ArchiveGame, type ArchiveView, GAME_ARCHIVE_API, SPEEDS } from '@kingside/contract';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { applyState } from '../accounts/apply-state';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { MiniBoard } from '../watch/MiniBoard';
import { fetchArchivePage, saveArchiveView } from './archive.api';
import { type ArchiveFilters, filterQuery, NO_FILTERS } from './archive-filters';
import '../../lib/i18n/locales/en.analysis';
import '../../lib/i18n/locales/en.archive';

type ListState =
  | { status: 'loading'; games: ArchiveGame[] }
  | { status: 'loaded'; games: ArchiveGame[]; next: string | null }
  | { status: 'failed'; games: ArchiveGame[] };

/** A member's finished games, grid or list (their archiveView), filtered, a keyset page at a time. */
export function ArchivePage() {
  const { username = '' } = useParams();
  const { t } = useTranslation();
  const { http } = useServices();
  const { state: me, isLoggedIn, store } = useCurrentUser();
  useDocumentTitle('games_archive', { username });
  const alerts = useAlerts();
  // A member's view is their state (§3), shown at once and reverted if the save fails (§4).
  const [guestView, setGuestView] = useState<ArchiveView>(me.archiveView);
  const view = isLoggedIn ? me.archiveView : guestView;
  const [draft, setDraft] = useState<ArchiveFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<ArchiveFilters>(NO_FILTERS);
  const query = useMemo(() => filterQuery(filters), [filters]);
  const [list, setList] = useState<ListState>({ status: 'loading', games: [] });

  const load = (after: string | null, before: ArchiveGame[], signal?: AbortSignal) => {
    setList({ status: 'loading', games: before });
    fetchArchivePage(http, username, query, after, signal).then(
      (page) => setList({ status: 'loaded', games: [...before, ...page.games], next: page.next }),
      () => {
        if (!signal?.aborted) setList({ status: 'failed', games: before });
      },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new member or filter starts the list again
  useEffect(() => {
    const controller = new AbortController();
    load(null, [], controller.signal);
    return () => controller.abort();
  }, [http, username, query]);

  const choose = (next: ArchiveView) => {
    if (!isLoggedIn) return setGuestView(next);
    applyState(store, { archiveView: next }, () => saveArchiveView(http, next)).catch(() =>
      alerts.error(t('archive.view.notSaved')),
    );
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const pgnQuery = new URLSearchParams(query);
  pgnQuery.set('clocks', 'true');
  pgnQuery.set('opening', 'true');

  return (
    <div className="archive">
      <header className="archive__header">
        <h1>{t('archive.title', { username })}</h1>
        <div className="archive__actions">
          <fieldset className="archive__view">
            <legend className="visually-hidden">{t('archive.view.label')}</legend>
            {(['grid', 'list'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className="button button--small"
                aria-pressed={view === value}
                onClick={() => choose(value)}
              >
                {t(`archive.view.${value}`)}
              </button>
            ))}
          </fieldset>
          <a className="button button--small" href={`${GAME_ARCHIVE_API.pgn(username)}?${pgnQuery}`} download>
            {t('archive.downloadPgn')}
          </a>
        </div>
      </header>

      <form className="archive__filters" aria-label={t('archive.filters.label')} onSubmit={apply}>
        <Choice
          label={t('archive.filters.speed')}
          value={draft.speed}
          onChange={(speed) => setDraft({ ...draft, speed })}
          options={SPEEDS.map((s) => [s, t(`play.speeds.${s}`)])}
        />
        <Choice
          label={t('archive.filters.result')}
          value={draft.result}
          onChange={(result) => setDraft({ ...draft, result })}
          options={(['win', 'loss', 'draw'] as const).map((r) => [r, t(`archive.results.${r}`)])}
        />
        <Choice
          label={t('archive.filters.color')}
          value={draft.color}
          onChange={(color) => setDraft({ ...draft, color })}
          options={(['white', 'black'] as const).map((c) => [c, t(`archive.colors.${c}`)])}
        />
        <Choice
          label={t('archive.filters.rated')}
          value={draft.rated}
          onChange={(rated) => setDraft({ ...draft, rated })}
          options={(['rated', 'casual'] as const).map((m) => [m, t(`archive.modes.${m}`)])}
        />
        <label className="archive__field">
          <span>{t('archive.filters.opponent')}</span>
          <input
            type="text"
            maxLength={64}
            value={draft.opponent}
            onChange={(e) => setDraft({ ...draft, opponent: e.currentTarget.value })}
          />
        </label>
        <label className="archive__field">
          <span>{t('archive.filters.since')}</span>
          <input
            type="date"
            value={draft.since}
            onChange={(e) => setDraft({ ...draft, since: e.currentTarget.value })}
          />
        </label>
        <label className="archive__field">
          <span>{t('archive.filters.until')}</span>
          <input
            type="date"
            value={draft.until}
            onChange={(e) => setDraft({ ...draft, until: e.currentTarget.value })}
          />
        </label>
        <button type="submit" className="button button--small">
          {t('archive.filters.apply')}
        </button>
      </form>

      {list.games.length === 0 && list.status === 'loaded' && (
        <p className="archive__note">{t('archive.empty')}</p>
      )}
      {view === 'grid' ? <Grid games={list.games} /> : <List games={list.games} />}
      {list.status === 'loading' && (
        <p className="archive__note" role="status">
          {t('archive.loading')}
        </p>
      )}
      {list.status === 'failed' && (
        <p className="notice" role="alert">
          {t('archive.failed')}
        </p>
      )}
      {list.status === 'loaded' && list.next && (
        <button type="button" className="button archive__more" onClick={() => load(list.next, list.games)}>
          {t('archive.more')}
        </button>
      )}
    </div>
  );
}

function Choice<V extends string>(props: {
  label: string;
  value: V | '';
  onChange: (value: V | '') => void;
  options: [V, string][];
}) {
  const { t } = useTranslation();
  return (
    <label className="archive__field">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.currentTarget.value as V | '')}>
        <option value="">{t('archive.filters.any')}</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function useGameText() {
  const { t } = useTranslation();
  const named = (p: ArchiveGame['white']) => (p.rating === null ? p.name : `${p.name} (${p.rating})`);
  return (game: ArchiveGame) =>
    t('archive.game', {
      white: named(game.white),
      black: named(game.black),
      result: t(`archive.results.${game.result}`),
    });
}

function Grid({ games }: { games: ArchiveGame[] }) {
  const url = useRouteUrl();
  const text = useGameText();
  return (
    <ul className="archive__grid">
      {games.map((game) => (
        <li key={game.id} className={`archive-card archive-card--${game.result}`}>
          <Link to={url('game', { id: game.id })} aria-label={text(game)}>
            <MiniBoard fen={game.fen} lastMove={null} />
            <span className="archive-card__line" aria-hidden="true">
              {text(game)}
            </span>
          </Link>
          <AnalyseLink id={game.id} label={text(game)} />
        </li>
      ))}
    </ul>
  );
}

/** Opens the game on the analysis board; `label` names the game for screen readers. */
function AnalyseLink({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  return (
    <Link
      className="archive__analyse"
      to={url('analysis', {}, { game: id })}
      aria-label={t('analysis.analyseGame', { game: label })}
    >
      {t('analysis.analyse')}
    </Link>
  );
}

function List({ games }: { games: ArchiveGame[] }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  if (games.length === 0) return null;
  return (
    <table className="archive__list">
      <thead>
        <tr>
          <th scope="col">{t('archive.columns.players')}</th>
          <th scope="col">{t('archive.columns.result')}</th>
          <th scope="col">{t('archive.columns.speed')}</th>
          <th scope="col">{t('archive.columns.moves')}</th>
          <th scope="col">{t('archive.columns.date')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('analysis.title')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr key={game.id} className={`archive-row archive-row--${game.result}`}>
            <td>
              <Link to={url('game', { id: game.id })}>
                {game.white.name} – {game.black.name}
              </Link>
            </td>
            <td>{t(`archive.results.${game.result}`)}</td>
            <td>
              {t(`play.speeds.${game.speed}`)} {game.timeControl}
            </td>
            <td>{t('archive.moves', { count: Math.ceil(game.plies / 2) })}</td>
            <td>
              <time dateTime={game.endedAt}>{game.endedAt.slice(0, 10)}</time>
            </td>
            <td>
              <AnalyseLink id={game.id} label={`${game.white.name} – ${game.black.name}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
