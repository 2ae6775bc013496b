import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KingsideLogo } from './KingsideLogo';
import { useRouteUrl } from './useLanguage';
import { useTheme } from './useTheme';

const LICENCE_URL = 'https://www.gnu.org/licenses/agpl-3.0.html';

export function Footer() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { theme, toggle } = useTheme();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">
          <KingsideLogo size={24} />
          {t('footer.tagline')}
        </p>
        <nav aria-label={t('footer.links')}>
          <ul className="site-footer__links">
            <li>
              <Link to={url('about')}>{t('footer.about')}</Link>
            </li>
            <li>
              <Link to={url('membership')}>{t('footer.membership')}</Link>
            </li>
            <li>
              <a href={LICENCE_URL} rel="license">
                {t('footer.licence')}
              </a>
            </li>
          </ul>
        </nav>
        <button type="button" className="button button--quiet button--small" onClick={toggle}>
          {theme === 'dark' ? t('theme.useLight') : t('theme.useDark')}
        </button>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
