import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { MemberRow } from './MemberRow';
import { fetchSuggestions } from './relations.api';
import { useRelationChange } from './useRelationChange';
import { useSocialData } from './useSocialData';
import '../../lib/i18n/locales/en.social';

/** Players to follow (`follow_suggestions`), each with follow and "not interested" (`dismiss_follow`). */
export function FollowSuggestions() {
  const { t } = useTranslation();
  const { http } = useServices();
  const id = useId();
  const change = useRelationChange();
  const { state } = useSocialData(useCallback(() => fetchSuggestions(http), [http]));
  if (state.status !== 'loaded')
    return <section className="social-card skeleton skeleton--block" aria-busy="true" />;
  const { users, notYetFollowing } = state.data;
  return (
    <section className="social-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('social.suggestions.title')}</h2>
      {notYetFollowing && users.length > 0 && (
        <p className="social-lead">{t('social.suggestions.notYetFollowing')}</p>
      )}
      {users.length === 0 ? (
        <p className="social-empty">{t('social.suggestions.none')}</p>
      ) : (
        <ul className="member-list" aria-label={t('social.suggestions.title')}>
          {users.map((member) => (
            <MemberRow key={member.uuid} member={member}>
              <button
                type="button"
                className="button button--small button--primary"
                onClick={() => change('follow', member.username)}
              >
                {t('social.follow')}
              </button>
              <button
                type="button"
                className="button button--small button--quiet"
                onClick={() => change('dismiss', member.username)}
              >
                {t('social.suggestions.dismiss')}
              </button>
            </MemberRow>
          ))}
        </ul>
      )}
    </section>
  );
}
