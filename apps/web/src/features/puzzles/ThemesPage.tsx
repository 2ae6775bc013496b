import './puzzles.css';
import { PUZZLE_THEMES } from '@kingside/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { PuzzleLoadStatus } from './PuzzleLoadStatus';
import { PuzzlesHeader } from './PuzzlesNav';
import { puzzlesApi } from './puzzles.api';
import '../../lib/i18n/locales/en.puzzles';

/** `/puzzles/themes`: every theme with how many puzzles have it, each a link to rated puzzles of it. */
export function ThemesPage() {
  const { t } = useTranslation();
  useDocumentTitle('puzzles_themes');
  const { http } = useServices();
  const url = useRouteUrl();
  const api = useMemo(() => puzzlesApi(http), [http]);
  const { state, reload } = useLoad(() => api.themes(), 'themes');
  const counts = new Map(state.status === 'loaded' ? state.data.map((row) => [row.theme, row.count]) : []);
  return (
    <div className="puzzles">
      <PuzzlesHeader
        current="puzzles_themes"
        title={t('puzzles.themes.title')}
        lead={t('puzzles.themes.lead')}
      />
      <PuzzleLoadStatus state={state} retry={reload} />
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
