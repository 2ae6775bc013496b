import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.about';

const SECTIONS = ['play', 'fair', 'open'] as const;

export function AboutPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  useDocumentTitle('about');

  return (
    <article className="prose">
      <h1>{t('about.title')}</h1>
      <p className="lead">{t('about.lead')}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`about.${section}Title`)}</h2>
          <p>{t(`about.${section}Text`)}</p>
        </section>
      ))}
      <p>
        <Link className="button" to={url('membership')}>
          {t('about.membershipLink')}
        </Link>
      </p>
    </article>
  );
}
