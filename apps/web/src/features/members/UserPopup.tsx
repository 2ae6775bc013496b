import './user-popup.css';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.members';

const UserPopupCard = lazy(() => import('./UserPopupCard'));

/** Pointer rests this long on a name before the card opens (a pointer crossing a list opens none). */
const OPEN_DELAY_MS = 350;
/** And may leave for this long (to reach the card) before it closes. */
const CLOSE_DELAY_MS = 200;

/**
 * A member's name that opens a hover card (§7 `POST /callback/user/popup/{username}`): on pointer
 * rest or keyboard focus, closed by Escape, leaving, or blur. The name stays an ordinary link to the
 * profile; the card is a non-modal dialog described to screen readers by the name's link.
 */
export function UserPopup({
  username,
  className,
  children,
}: {
  username: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const later = useCallback((work: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(work, ms);
  }, []);
  const show = useCallback(() => later(() => setOpen(true), OPEN_DELAY_MS), [later]);
  const hide = useCallback(() => later(() => setOpen(false), CLOSE_DELAY_MS), [later]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span className="user-popup-anchor">
      <Link
        className={className ?? 'user-link'}
        to={url('member', { username })}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-haspopup="dialog"
      >
        {children ?? username}
      </Link>
      {open && (
        <div
          id={id}
          className="user-popup"
          role="dialog"
          aria-label={t('userPopup.label', { username })}
          onMouseEnter={show}
          onMouseLeave={hide}
          onFocus={show}
          onBlur={hide}
        >
          <Suspense fallback={<p className="user-popup__note">{t('userPopup.loading')}</p>}>
            <UserPopupCard username={username} />
          </Suspense>
        </div>
      )}
    </span>
  );
}
