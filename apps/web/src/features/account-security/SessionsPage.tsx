import type { SessionInfo } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { AccountSettings } from './AccountSettings';
import { fetchSessions, revokeOtherSessions, revokeSession } from './account-security.api';
import { ResendVerification } from './ResendVerification';
import { FormError, useSubmit } from './useSubmit';
import '../../lib/i18n/locales/en.account';

export function SessionsPage() {
  const { t } = useTranslation();
  useDocumentTitle('settings_sessions');
  return (
    <AccountSettings title={t('sessions.title')}>
      <SessionList />
    </AccountSettings>
  );
}

function SessionList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const alerts = useAlerts();
  const { http, currentUser } = useServices();
  const { user } = useCurrentUser();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const { error, submitting, run } = useSubmit();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list loads once, when the page opens
  useEffect(() => {
    void run(async () => setSessions(await fetchSessions(http)));
  }, []);

  const logOut = (session: SessionInfo) =>
    run(async () => {
      await revokeSession(http, session.id);
      if (session.current) {
        await currentUser.sessionChanged();
        return;
      }
      alerts.success(t('sessions.loggedOut'));
      setSessions(await fetchSessions(http));
    });
  const logOutOthers = () =>
    run(async () => {
      await revokeOtherSessions(http);
      alerts.success(t('sessions.othersLoggedOut'));
      setSessions(await fetchSessions(http));
    });

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <>
      <p className="lead">{t('sessions.lead')}</p>
      {!user.isActivated && (
        <div className="notice account-settings__verify">
          <span>{t('sessions.emailUnverified')}</span>
          <ResendVerification label={t('sessions.resend')} />
        </div>
      )}
      <FormError error={error} />
      {sessions === null ? (
        <p role="status">{t('sessions.loading')}</p>
      ) : (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={session.id} className={`session${session.current ? ' session--current' : ''}`}>
              <div className="session__text">
                <strong>{session.device}</strong>
                {session.current && <span className="tag">{t('sessions.thisDevice')}</span>}
                <span className="session__meta">
                  {t('sessions.lastSeen', { date: when(session.lastSeenAt) })} ·{' '}
                  {t('sessions.started', { date: when(session.createdAt) })}
                </span>
              </div>
              <button
                type="button"
                className="button button--small"
                disabled={submitting}
                aria-label={t('sessions.logOutLabel', {
                  device: session.device,
                  date: when(session.lastSeenAt),
                })}
                onClick={() => void logOut(session)}
              >
                {t('sessions.logOut')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {sessions !== null &&
        (others.length > 0 ? (
          <button type="button" className="button" disabled={submitting} onClick={() => void logOutOthers()}>
            {t('sessions.logOutOthers')}
          </button>
        ) : (
          <p className="field__note">{t('sessions.onlyThis')}</p>
        ))}
    </>
  );
}
