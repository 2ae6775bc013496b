import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage } from '../../app/useLanguage';
import { NotFoundPage } from '../errors/NotFoundPage';
import '../../lib/i18n/locales/en.content';

/**
 * An article as the server looked it up for this page load. No call fetches one later, so an
 * article the page context does not hold is opened as a fresh page load (only history can lead
 * there: nothing in the app links to another article yet).
 */
export function ArticlePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { url = '' } = useParams();
  const { context } = useServices();
  const opened = useLocation();
  const article = context.page?.article?.url === url ? context.page.article : null;
  useDocumentTitle('article', { title: article?.title ?? '' });

  if (!article) {
    // The first page load always holds its article (or was a 404): only a later navigation lands here.
    if (opened.key !== 'default') window.location.reload();
    return <NotFoundPage />;
  }
  const published = new Date(article.publishedAt).toLocaleDateString(language, { dateStyle: 'long' });
  return (
    <article className="prose article">
      <h1>{article.title}</h1>
      <p className="lead">{article.summary}</p>
      <p className="article__meta">
        <time dateTime={article.publishedAt}>{t('article.published', { date: published })}</time>
      </p>
      {article.body.split(/\n{2,}/).map((paragraph, index) => (
        // Paragraphs have no identity of their own: their order is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
