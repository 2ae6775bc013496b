import './puzzles.css';
import { PUZZLE_THEMES } from '@kingside/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { PuzzlesHeader } from './PuzzlesNav';
import { puzzlesApi } from './puzzles.api';
import { usePuzzleLoad } from './usePuzzleLoad';
import '../../lib/i18n/locales/en.puzzles';

/** `/puzzles/themes`: every theme with how many puzzles have it, each a link to rated puzzles of it. */
export function ThemesPage() {
  const { t } = useTranslation();
  useDocumentTitle('puzzles_themes');
  const { http } = useServices();
  const url = useRouteUrl();
  const api = useMemo(() => puzzlesApi(http), [http]);
  const { state, reload } = usePuzzleLoad(() => api.themes(), 'themes');
  const counts = new Map(state.status === 'loaded' ? state.value.map((row) => [row.theme, row.count]) : []);
  return (
    <div className="puzzles">
      <PuzzlesHeader
        current="puzzles_themes"
        title={t('puzzles.themes.title')}
        lead={t('puzzles.themes.lead')}
      />
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
        <ul className="puzzles__themes">
          {PUZZLE_THEMES.map((theme) => (
            <li key={theme}>
              <Link to={url('puzzles', {}, { theme })}>
                <strong>{t(`puzzles.themes.names.${theme}`)}</strong>
                <span>{t('puzzles.themes.count', { count: counts.get(theme) ?? 0 })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
