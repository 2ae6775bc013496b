import './forums.css';
import type { ForumCategoryPage as Page } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { formatWhen } from '../messages/format';
import { ForumStatus } from './ForumStatus';
import { fetchCategory } from './forums.api';
import { NewTopicForm } from './NewTopicForm';
import '../../lib/i18n/locales/en.forums';

/** `/forum/{category}`: pinned topics, then the latest active, a page at a time; a new topic form for writers. */
export function ForumCategoryPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const { category = '' } = useParams();
  const { state, setState, reload } = useLoad(
    (signal) => fetchCategory(http, category, undefined, signal),
    category,
  );
  useDocumentTitle('forum_category');

  const more = async (page: Page) => {
    if (!page.nextCursor) return;
    const next = await fetchCategory(http, category, page.nextCursor);
    setState({ status: 'loaded', data: { ...next, topics: [...page.topics, ...next.topics] } });
  };

  return (
    <div className="forums">
      <p>
        <Link to={url('forum')}>{t('forums.allForums')}</Link>
      </p>
      <ForumStatus state={state} retry={reload} />
      {state.status === 'loaded' && (
        <>
          <header>
            <h1>{state.data.category.name}</h1>
            <p className="lead">{state.data.category.description}</p>
          </header>
          {state.data.topics.length === 0 && <p className="forums__meta">{t('forums.empty')}</p>}
          <ul className="forums__list">
            {state.data.topics.map((topic) => (
              <li key={topic.uuid} className="forums__item">
                <Link to={url('forum_topic', { uuid: topic.uuid })} className="forums__name">
                  {topic.title}
                </Link>
                {topic.pinned && <span className="forums__tag">{t('forums.pinned')}</span>}
                {topic.locked && <span className="forums__tag">{t('forums.locked')}</span>}
                <p className="forums__meta">
                  {t('forums.by', { username: topic.author.username })} ·{' '}
                  {t('forums.posts', { count: topic.postCount })} ·{' '}
                  {t('forums.lastPost', { when: formatWhen(topic.lastPostAt, language) })}
                </p>
              </li>
            ))}
          </ul>
          {state.data.nextCursor && (
            <button type="button" className="button" onClick={() => void more(state.data)}>
              {t('forums.more')}
            </button>
          )}
          {state.data.canPost ? (
            <NewTopicForm slug={category} />
          ) : (
            <p className="notice">
              {isLoggedIn ? t('forums.clubOnly') : t('forums.loginToPost')}{' '}
              {!isLoggedIn && (
                <Link className="button button--primary button--small" to={url('login')}>
                  {t('forums.login')}
                </Link>
              )}
            </p>
          )}
        </>
      )}
    </div>
  );
}
