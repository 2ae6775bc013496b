import './content.css';
import type { ContentView } from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { VideoPanel } from '../videos/VideoPanel';
import { Comments } from './Comments';
import { ContentBody } from './ContentBody';
import { CurationBar } from './CurationBar';
import '../../lib/i18n/locales/en.content';

/**
 * An article, news item, blog post or chess video (its player above the text) as the server looked it up for this page load (drafts and
 * scheduled items only for their author and staff). An item the page context does not hold is
 * opened as a fresh page load.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = useRouteUrl();
  const { url: slug = '' } = useParams();
  const { context } = useServices();
  const opened = useLocation();
  const found = context.page?.article?.slug === slug ? context.page.article : null;
  const [item, setItem] = useState<ContentView | null>(found);
  useDocumentTitle(found?.kind === 'chess_video' ? 'video' : 'article', { title: item?.title ?? '' });

  if (!item) {
    // The first page load always holds its item (or was a 404): only a later navigation lands here.
    if (opened.key !== 'default') window.location.reload();
    return <NotFoundPage />;
  }
  const date = item.publishedAt
    ? new Date(item.publishedAt).toLocaleDateString(language, { dateStyle: 'long' })
    : '';
  return (
    <article className="prose article">
      {item.coverUrl && item.kind !== 'chess_video' && (
        <img className="article__cover" src={item.coverUrl} alt="" />
      )}
      <h1>{item.title}</h1>
      {item.summary && <p className="lead">{item.summary}</p>}
      <p className="article__meta">
        {item.state === 'draft' ? (
          <span className="badge">{t('article.draft')}</span>
        ) : (
          <time dateTime={item.publishedAt ?? ''}>
            {t(item.state === 'scheduled' ? 'article.scheduled' : 'article.published', { date })}
          </time>
        )}
        {item.author && (
          <>
            {' '}
            <Link to={url('member', { username: item.author.username })}>
              {t('article.by', { username: item.author.username })}
            </Link>
          </>
        )}
        {item.featured && <span className="badge">{t('article.featured')}</span>}
        {item.canEdit && (
          <Link className="article__edit" to={url('content_write', {}, { id: String(item.id) })}>
            {t('article.edit')}
          </Link>
        )}
      </p>
      {item.tags.length > 0 && (
        <ul className="article__tags" aria-label={t('article.tags')}>
          {item.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      {item.canCurate && <CurationBar item={item} onChange={setItem} />}
      {item.kind === 'chess_video' && <VideoPanel item={item} />}
      <ContentBody className="article__body" html={item.html} />
      <Comments itemId={item.id} count={item.commentCount} locked={item.commentsLocked} />
    </article>
  );
}

/** §2's article page keeps its name. */
export const ArticlePage = ContentPage;
