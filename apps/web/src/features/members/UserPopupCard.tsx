import './user-popup.css';
import { countryFlag, type RelationState, type UserPopupPayload } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { MembershipBadge } from '../membership/MembershipBadge';
import { Avatar } from './Avatar';
import { MemberActions } from './MemberActions';
import { fetchUserPopup } from './members.api';
import '../../lib/i18n/locales/en.members';

type CardState = { status: 'loading' } | { status: 'loaded'; card: UserPopupPayload } | { status: 'failed' };

/** Cards already fetched in this tab: hovering the same name twice asks once. */
const cache = new Map<string, UserPopupPayload>();

function Card({
  state,
  onRelationChange,
}: {
  state: CardState;
  onRelationChange(next: RelationState): void;
}) {
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
              <span className="user-popup__country">
                <span aria-hidden="true">{flag}</span> {card.country}
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
      {!card.closed && (
        <div className="user-popup__actions member-actions">
          <MemberActions
            username={card.username}
            relation={card.relation}
            onRelationChange={onRelationChange}
          />
        </div>
      )}
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

/** The card's content, loaded with its data when a card first opens (kept out of every page's first load). */
export default function UserPopupCard({ username }: { username: string }) {
  const { http } = useServices();
  const key = username.toLowerCase();
  const [state, setState] = useState<CardState>(() => {
    const known = cache.get(key);
    return known ? { status: 'loaded', card: known } : { status: 'loading' };
  });

  useEffect(() => {
    if (cache.has(key)) return;
    const controller = new AbortController();
    fetchUserPopup(http, username, controller.signal).then(
      (card) => {
        cache.set(key, card);
        setState({ status: 'loaded', card });
      },
      () => controller.signal.aborted || setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [http, key, username]);

  // The viewer's own change is kept for the next card over this name too.
  const onRelationChange = (relation: RelationState) => {
    if (state.status !== 'loaded') return;
    const card = { ...state.card, relation };
    cache.set(key, card);
    setState({ status: 'loaded', card });
  };
  return <Card state={state} onRelationChange={onRelationChange} />;
}
