import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last line of defence when a page throws (or its chunk never arrives): say so and offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);

  return (
    <main className="page route-error">
      <div className="notice" role="alert">
        <p>{t('app.genericError')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('app.tryAgain')}
        </button>
      </div>
    </main>
  );
}
