import './user-popup.css';
import { countryFlag, type UserPopupPayload } from '@kingside/contract';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { MembershipBadge } from '../membership/MembershipBadge';
import { Avatar } from './Avatar';
import { fetchUserPopup } from './members.api';

/** Pointer rests this long on a name before the card opens (a pointer crossing a list opens none). */
const OPEN_DELAY_MS = 350;
/** And may leave for this long (to reach the card) before it closes. */
const CLOSE_DELAY_MS = 200;

type CardState = { status: 'loading' } | { status: 'loaded'; card: UserPopupPayload } | { status: 'failed' };

/** Cards already fetched in this tab: hovering the same name twice asks once. */
const cache = new Map<string, UserPopupPayload>();

function Card({ state }: { state: CardState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = useRouteUrl();
  if (state.status !== 'loaded')
    return (
      <p className="user-popup__note">
        {t(state.status === 'failed' ? 'userPopup.failed' : 'userPopup.loading')}
      </p>
    );
  const { card } = state;
  const fullName = [card.firstName, card.lastName].filter(Boolean).join(' ');
  const flag = countryFlag(card.country);
  const since = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' }).format(
    new Date(card.registerDate),
  );
  return (
    <>
      <div className="user-popup__head">
        <Avatar username={card.username} url={card.avatarUrl} size={48} />
        <div className="user-popup__who">
          <span className="user-popup__name">
            <span className={`presence-dot presence-dot--${card.presence.status}`} aria-hidden="true" />
            {card.chessTitle && <abbr className="chess-title">{card.chessTitle}</abbr>}
            {card.username}
            {card.flair && (
              <span className="flair" aria-hidden="true">
                {card.flair}
              </span>
            )}
            {flag && (
              <span role="img" aria-label={card.country ?? ''}>
                {flag}
              </span>
            )}
          </span>
          {fullName && <span className="user-popup__full">{fullName}</span>}
          <span className="user-popup__meta">
            <MembershipBadge membership={card.membership} />
            <span>{t(`profile.presence.${card.presence.status}`)}</span>
          </span>
        </div>
      </div>
      {card.ratings.length > 0 && (
        <ul className="user-popup__ratings">
          {card.ratings.map((rating) => (
            <li key={rating.speed}>
              <span>{t(`profile.speed.${rating.speed}`)}</span>
              <strong>
                {rating.rating}
                {rating.provisional ? '?' : ''}
              </strong>
            </li>
          ))}
        </ul>
      )}
      <p className="user-popup__note">
        {t('userPopup.memberSince', { date: since })} ·{' '}
        {t('profile.friendsCount', { count: card.friendsTotal })}
      </p>
      <div className="user-popup__actions">
        {card.presence.gameId && (
          <Link
            className="button button--small button--primary"
            to={url('game', { id: card.presence.gameId })}
          >
            {t('profile.watchGame')}
          </Link>
        )}
        <Link className="button button--small button--quiet" to={url('member', { username: card.username })}>
          {t('userPopup.viewProfile')}
        </Link>
      </div>
    </>
  );
}

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
  const { http } = useServices();
  const url = useRouteUrl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = username.toLowerCase();

  const later = useCallback((work: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(work, ms);
  }, []);
  const show = useCallback(() => later(() => setOpen(true), OPEN_DELAY_MS), [later]);
  const hide = useCallback(() => later(() => setOpen(false), CLOSE_DELAY_MS), [later]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  useEffect(() => {
    if (!open) return;
    const known = cache.get(key);
    if (known) return setState({ status: 'loaded', card: known });
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchUserPopup(http, username, controller.signal).then(
      (card) => {
        cache.set(key, card);
        setState({ status: 'loaded', card });
      },
      () => controller.signal.aborted || setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [open, http, key, username]);

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
          <Card state={state} />
        </div>
      )}
    </span>
  );
}
