import type { ContentCard } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.content';

/** One item in a list: cover, title, premium mark, summary, author, date, comments. */
export function ContentCardItem({
  item,
  featured = false,
  premium = false,
}: {
  item: ContentCard;
  featured?: boolean;
  /** A premium video (the videos index says which). */
  premium?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = item.publishedAt
    ? new Date(item.publishedAt).toLocaleDateString(language, { dateStyle: 'medium' })
    : '';
  return (
    <li className={`card${featured ? ' card--featured' : ''}`}>
      {item.coverUrl && <img className="card__cover" src={item.coverUrl} alt="" loading="lazy" />}
      <h3>
        <Link to={item.url}>{item.title}</Link>
      </h3>
      {premium && <span className="badge">{t('contentIndex.premium')}</span>}
      {item.summary && <p>{item.summary}</p>}
      <p className="card__meta">
        {[item.author?.username, date, t('contentIndex.comments', { count: item.commentCount })]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  );
}
