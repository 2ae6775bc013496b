import { useTranslation } from 'react-i18next';

/** Holds the page's shape while its code loads: no spinner, no layout jump. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="skeleton skeleton--heading" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
      <div className="skeleton skeleton--block" />
    </div>
  );
}
