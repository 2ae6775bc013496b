import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { MemberRow } from './MemberRow';
import { fetchRequests } from './relations.api';
import { useRelationChange } from './useRelationChange';
import { useSocialData } from './useSocialData';
import '../../lib/i18n/locales/en.social';

/** Pending friend requests: to the member (accept, decline) and from them (cancel). */
export function FriendRequests() {
  const { t } = useTranslation();
  const { http } = useServices();
  const id = useId();
  const change = useRelationChange();
  const { state } = useSocialData(
    useCallback(() => fetchRequests(http), [http]),
    { live: true },
  );
  if (state.status !== 'loaded')
    return <section className="social-card skeleton skeleton--block" aria-busy="true" />;
  const { incoming, outgoing } = state.data;
  return (
    <section className="social-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('social.requests.title')}
        {incoming.length > 0 && <span className="social-count">{incoming.length}</span>}
      </h2>
      <h3>{t('social.requests.incoming')}</h3>
      {incoming.length === 0 ? (
        <p className="social-empty">{t('social.requests.noneIncoming')}</p>
      ) : (
        <ul className="member-list" aria-label={t('social.requests.incoming')}>
          {incoming.map((member) => (
            <MemberRow key={member.uuid} member={member}>
              <button
                type="button"
                className="button button--small button--primary"
                onClick={() => change('accept', member.username)}
              >
                {t('social.accept')}
              </button>
              <button
                type="button"
                className="button button--small"
                onClick={() => change('decline', member.username)}
              >
                {t('social.decline')}
              </button>
            </MemberRow>
          ))}
        </ul>
      )}
      <h3>{t('social.requests.outgoing')}</h3>
      {outgoing.length === 0 ? (
        <p className="social-empty">{t('social.requests.noneOutgoing')}</p>
      ) : (
        <ul className="member-list" aria-label={t('social.requests.outgoing')}>
          {outgoing.map((member) => (
            <MemberRow key={member.uuid} member={member}>
              <button
                type="button"
                className="button button--small"
                onClick={() => change('cancel', member.username)}
              >
                {t('social.cancel')}
              </button>
            </MemberRow>
          ))}
        </ul>
      )}
    </section>
  );
}
