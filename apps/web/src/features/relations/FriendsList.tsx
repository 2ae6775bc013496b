import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useLanguage } from '../../app/useLanguage';
import { MemberRow } from './MemberRow';
import { fetchFriends } from './relations.api';
import { useRelationChange } from './useRelationChange';
import { useSocialData } from './useSocialData';
import '../../lib/i18n/locales/en.social';

/** The member's friends, a page at a time, newest friendships first. */
export function FriendsList({ username }: { username: string }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const language = useLanguage();
  const id = useId();
  const change = useRelationChange();
  const [page, setPage] = useState(1);
  const { state } = useSocialData(
    useCallback(() => fetchFriends(http, username, page), [http, username, page]),
    { live: true },
  );
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

  if (state.status !== 'loaded')
    return <section className="social-card skeleton skeleton--block" aria-busy="true" />;
  const { friends, totalSize, hasMore } = state.data;
  return (
    <section className="social-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('social.friends.title')}
        <span className="social-count">{totalSize}</span>
      </h2>
      {friends.length === 0 ? (
        <p className="social-empty">{t('social.friends.none')}</p>
      ) : (
        <ul className="member-list" aria-label={t('social.friends.title')}>
          {friends.map((friend) => (
            <MemberRow
              key={friend.uuid}
              member={friend}
              note={t('social.friends.since', { date: date(friend.since) })}
            >
              <button
                type="button"
                className="button button--small button--quiet"
                onClick={() => change('remove', friend.username)}
              >
                {t('social.remove')}
              </button>
            </MemberRow>
          ))}
        </ul>
      )}
      {(page > 1 || hasMore) && (
        <nav className="social-pager" aria-label={t('social.friends.title')}>
          <button
            type="button"
            className="button button--small"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            {t('social.friends.previous')}
          </button>
          <span>{t('social.friends.page', { page })}</span>
          <button
            type="button"
            className="button button--small"
            disabled={!hasMore}
            onClick={() => setPage(page + 1)}
          >
            {t('social.friends.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
