import './header.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { KingsideLogo } from '../KingsideLogo';
import { useRouteUrl } from '../useLanguage';
import { MenuIcon } from './Icons';
import { LanguageSelect } from './LanguageSelect';
import { MainNav } from './MainNav';
import { UserMenu } from './UserMenu';
import { useDisclosure } from './useDisclosure';

/** On phones the navigation and language folds behind a menu button; the account stays in view. */
export function Header() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const menu = useDisclosure({ closeOnFocusOut: false });

  return (
    <header className="site-header">
      <div className="site-header__bar" {...menu.rootProps}>
        <Link className="brand" to={url('home')} aria-label={t('nav.home')} onClick={menu.close}>
          <KingsideLogo />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <button
          className="menu-toggle"
          aria-controls="site-menu"
          aria-label={t('nav.menu')}
          {...menu.buttonProps}
        >
          <MenuIcon open={menu.open} />
        </button>
        <div id="site-menu" className={`site-menu${menu.open ? ' site-menu--open' : ''}`}>
          <MainNav onNavigate={menu.close} />
          <LanguageSelect />
        </div>
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
