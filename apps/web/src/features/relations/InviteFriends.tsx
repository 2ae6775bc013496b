import { INVITE_EMAILS_MAX, MESSAGES } from '@kingside/contract';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { fetchInviteLink, sendInvitations } from './relations.api';
import { useSocialData } from './useSocialData';
import '../../lib/i18n/locales/en.social';

/** The member's invite link (copied with §8's "Copied to clipboard") and invitations by email. */
export function InviteFriends() {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const id = useId();
  const { state } = useSocialData(useCallback(() => fetchInviteLink(http), [http]));
  const [emails, setEmails] = useState('');
  const [sending, setSending] = useState(false);

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      alerts.success(MESSAGES.copied);
    } catch {
      alerts.error(MESSAGES.genericError);
    }
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const list = emails
      .split(/[\s,;]+/)
      .filter(Boolean)
      .slice(0, INVITE_EMAILS_MAX);
    if (!list.length) return;
    setSending(true);
    try {
      alerts.success(await sendInvitations(http, list));
      setEmails('');
    } catch (error) {
      alerts.error(serverMessage(error) ?? MESSAGES.genericError);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="social-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('social.invite.title')}</h2>
      <p className="social-lead">{t('social.invite.text')}</p>
      {state.status === 'loaded' && (
        <div className="invite-link">
          <input
            readOnly
            value={state.data}
            aria-label={t('social.invite.title')}
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="button button--small" onClick={() => copy(state.data)}>
            {t('social.invite.copy')}
          </button>
        </div>
      )}
      <form className="form invite-form" onSubmit={send}>
        <div className="field">
          <label htmlFor={`${id}-emails`}>{t('social.invite.emails')}</label>
          <textarea
            id={`${id}-emails`}
            rows={2}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
            placeholder="ana@example.com, bo@example.com"
          />
          <span className="field__hint">{t('social.invite.emailsHint')}</span>
        </div>
        <button type="submit" className="button button--primary" disabled={sending || !emails.trim()}>
          {t('social.invite.send')}
        </button>
      </form>
    </section>
  );
}
