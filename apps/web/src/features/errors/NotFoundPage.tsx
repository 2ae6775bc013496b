import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';

/** A king lying on its side: the chess way to say "this is over". */
function ToppledKing() {
  return (
    <svg className="not-found__art" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <rect x="0" y="56" width="30" height="24" fill="var(--color-board-light)" />
      <rect x="30" y="56" width="30" height="24" fill="var(--color-board-dark)" />
      <rect x="60" y="56" width="30" height="24" fill="var(--color-board-light)" />
      <rect x="90" y="56" width="30" height="24" fill="var(--color-board-dark)" />
      <g transform="translate(33 70) rotate(-90) scale(1.7)" fill="var(--color-text)">
        <path d="M16 4.5a1.6 1.6 0 0 1 1.6 1.6v1.3h1.3a1.3 1.3 0 0 1 0 2.6h-1.3v1.6c3.2.7 5.4 3 5.4 5.9 0 1.8-.9 3.4-2.3 4.6l.8 1.9H10.5l.8-1.9A6 6 0 0 1 9 17.5c0-2.9 2.2-5.2 5.4-5.9V10h-1.3a1.3 1.3 0 0 1 0-2.6h1.3V6.1A1.6 1.6 0 0 1 16 4.5ZM9.5 25.6h13a1.2 1.2 0 0 1 1.2 1.2v.5H8.3v-.5a1.2 1.2 0 0 1 1.2-1.2Z" />
      </g>
    </svg>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  useDocumentTitle('not_found');

  return (
    <section className="not-found">
      <ToppledKing />
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <div className="actions">
        <Link className="button button--primary" to={url('home')}>
          {t('notFound.home')}
        </Link>
        <Link className="button" to={url('play')}>
          {t('notFound.play')}
        </Link>
      </div>
    </section>
  );
}
