import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PageProps } from '../../app/page-props';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import type { Translation } from '../../lib/i18n/locales/en';

export type ComingSoonRoute = keyof Translation['comingSoon'];

/** An honest placeholder for a section that later work builds: what it will be, nothing pretended. */
export function ComingSoonPage({ routeName }: PageProps) {
  const { t } = useTranslation();
  const params = useParams();
  const name = routeName as ComingSoonRoute;
  useDocumentTitle(routeName, params as Record<string, string>);

  return (
    <section className="coming-soon">
      <span className="tag">{t('app.comingSoon')}</span>
      <h1>{t(`comingSoon.${name}.title`)}</h1>
      <p className="lead">{t(`comingSoon.${name}.text`)}</p>
    </section>
  );
}
