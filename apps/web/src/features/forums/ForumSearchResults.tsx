import './forums.css';
import type { ForumSearchPage as Page } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { formatWhen } from '../messages/format';
import { ForumStatus } from './ForumStatus';
import { searchForums } from './forums.api';
import { SearchForm } from './SearchForm';
import '../../lib/i18n/locales/en.forums';

const EMPTY: Page = { hits: [], nextCursor: null };

/** `/forum?q=`: posts whose words match, newest first, a page at a time. */
export function ForumSearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  const { http } = useServices();
  const { state, setState, reload } = useLoad(
    (signal) => (q.length >= 2 ? searchForums(http, q, undefined, signal) : Promise.resolve(EMPTY)),
    q,
  );
  useDocumentTitle('forum');

  const more = async (page: Page) => {
    if (page.nextCursor === null) return;
    const next = await searchForums(http, q, page.nextCursor);
    setState({ status: 'loaded', data: { ...next, hits: [...page.hits, ...next.hits] } });
  };

  return (
    <div className="forums">
      <p>
        <Link to={url('forum')}>{t('forums.allForums')}</Link>
      </p>
      <h1>{t('forums.search')}</h1>
      <SearchForm key={q} initial={q} />
      <ForumStatus state={state} retry={reload} />
      {state.status === 'loaded' && q.length >= 2 && (
        <>
          {state.data.hits.length === 0 && <p>{t('forums.noHits')}</p>}
          <ul className="forums__list">
            {state.data.hits.map((hit) => (
              <li key={hit.postId} className="forums__item">
                <Link
                  to={`${url('forum_topic', { uuid: hit.topic.uuid })}#post-${hit.postId}`}
                  className="forums__name"
                >
                  {hit.topic.title}
                </Link>
                <p>{hit.excerpt}</p>
                <p className="forums__meta">
                  {t('forums.by', { username: hit.author.username })} · {formatWhen(hit.createdAt, language)}
                </p>
              </li>
            ))}
          </ul>
          {state.data.nextCursor !== null && (
            <button type="button" className="button" onClick={() => void more(state.data)}>
              {t('forums.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
