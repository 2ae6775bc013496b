import './forums.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { ForumSearchResults } from './ForumSearchResults';
import { ForumStatus } from './ForumStatus';
import { fetchCategories } from './forums.api';
import { SearchForm } from './SearchForm';
import '../../lib/i18n/locales/en.forums';

/** `/forum`: the site-wide forums with their topic counts, and the search box; `?q=` shows what it found. */
export function ForumIndexPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return q ? <ForumSearchResults q={q} /> : <ForumIndex />;
}

function ForumIndex() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http } = useServices();
  const { state, reload } = useLoad((signal) => fetchCategories(http, signal), 'index');
  useDocumentTitle('forum');
  return (
    <div className="forums">
      <header>
        <h1>{t('forums.title')}</h1>
        <p className="lead">{t('forums.lead')}</p>
        <p>
          <Link to={url('surveys')}>{t('forums.surveys')}</Link>
        </p>
      </header>
      <SearchForm />
      <ForumStatus state={state} retry={reload} />
      {state.status === 'loaded' && (
        <ul className="forums__list">
          {state.data.map((category) => (
            <li key={category.slug} className="forums__item">
              <Link to={url('forum_category', { category: category.slug })} className="forums__name">
                {category.name}
              </Link>
              <p className="forums__meta">{category.description}</p>
              <span className="forums__count">{t('forums.topics', { count: category.topicCount })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
