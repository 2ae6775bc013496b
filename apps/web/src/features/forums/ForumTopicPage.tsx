import './forums.css';
import { CONTENT_REPORT_REASONS, type ForumPostView, type ForumTopicPage as Page } from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { useLoad } from '../../lib/use-load';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { ContentReportButton } from '../moderation/ContentReportButton';
import { ForumStatus } from './ForumStatus';
import { fetchTopic, reportTopic, setSubscribed } from './forums.api';
import { PostItem } from './PostItem';
import { ReplyForm } from './ReplyForm';
import { TopicModeration } from './TopicModeration';
import '../../lib/i18n/locales/en.forums';

/** `/forum/view/{uuid}`: a topic's posts, oldest first, a page at a time; reply, quote, edit, follow, report, moderate. */
export function ForumTopicPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const alerts = useAlerts();
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const { uuid = '' } = useParams();
  const { state, setState, reload } = useLoad((signal) => fetchTopic(http, uuid, undefined, signal), uuid);
  const [quote, setQuote] = useState<ForumPostView | null>(null);
  useDocumentTitle('forum_topic');

  const update = (change: (page: Page) => Page) => {
    if (state.status === 'loaded') setState({ status: 'loaded', data: change(state.data) });
  };
  const more = async (page: Page) => {
    if (page.nextCursor === null) return;
    const next = await fetchTopic(http, uuid, page.nextCursor);
    update((current) => ({ ...next, posts: [...current.posts, ...next.posts] }));
  };
  const follow = async (page: Page) => {
    try {
      const subscribed = await setSubscribed(http, uuid, !page.subscribed);
      update((current) => ({ ...current, subscribed }));
    } catch {
      alerts.error(t('forums.failedAction'));
    }
  };

  if (state.status !== 'loaded') return <ForumStatus state={state} retry={reload} />;
  const page = state.data;
  const { topic } = page;
  return (
    <div className="forums">
      <p>
        <Link to={url('forum')}>{t('forums.allForums')}</Link> ›{' '}
        <Link to={url('forum_category', { category: topic.category.slug })}>{topic.category.name}</Link>
      </p>
      <header className="forums__topic-head">
        <h1>{topic.title}</h1>
        {topic.pinned && <span className="forums__tag">{t('forums.pinned')}</span>}
        {topic.locked && <span className="forums__tag">{t('forums.locked')}</span>}
        <div className="forums__actions">
          {isLoggedIn && (
            <button type="button" className="button button--small" onClick={() => void follow(page)}>
              {page.subscribed ? t('forums.unsubscribe') : t('forums.subscribe')}
            </button>
          )}
          <ContentReportButton
            authorId={topic.author.userId}
            reasons={CONTENT_REPORT_REASONS}
            send={(reason) => reportTopic(http, topic.uuid, reason)}
            texts={{
              button: t('forums.report'),
              title: t('forums.reportTitle'),
              lead: t('forums.reportLead'),
            }}
          />
        </div>
      </header>
      {page.canModerate && <TopicModeration topic={topic} onChanged={reload} />}
      <ol className="forums__posts">
        {page.posts.map((post) => (
          <PostItem
            key={post.id}
            post={post}
            canQuote={page.canReply}
            onQuote={() => setQuote(post)}
            onEdited={(edited) =>
              update((current) => ({
                ...current,
                posts: current.posts.map((p) => (p.id === edited.id ? edited : p)),
              }))
            }
          />
        ))}
      </ol>
      {page.nextCursor !== null && (
        <button type="button" className="button" onClick={() => void more(page)}>
          {t('forums.more')}
        </button>
      )}
      {topic.locked && <p className="notice">{t('forums.lockedNotice')}</p>}
      {page.canReply && (
        <ReplyForm
          uuid={topic.uuid}
          quote={quote}
          onCancelQuote={() => setQuote(null)}
          onPosted={(post) => {
            setQuote(null);
            // The newest post shows once every earlier page is shown: only then is it appended.
            if (page.nextCursor === null)
              update((current) => ({ ...current, posts: [...current.posts, post] }));
          }}
        />
      )}
      {!isLoggedIn && !topic.locked && (
        <p className="notice">
          {t('forums.loginToPost')}{' '}
          <Link className="button button--primary button--small" to={url('login')}>
            {t('forums.login')}
          </Link>
        </p>
      )}
    </div>
  );
}
