import './impersonation.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { stopImpersonating } from './staff-members.api';

/** On every page while staff impersonate a member (§4): who they appear as, and a one-click exit. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { http } = useServices();
  const { user, state, store } = useCurrentUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!state.isImpersonating) return null;

  const stop = async () => {
    setBusy(true);
    setError(null);
    try {
      await stopImpersonating(http);
      await store.sessionChanged();
      navigate('/staff/members');
    } catch (failure) {
      setError(serverMessage(failure) ?? t('staff.impersonation.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="impersonation-banner" aria-label={t('staff.impersonation.label')}>
      <p>{t('staff.impersonation.viewing', { username: user.username })}</p>
      <button type="button" className="button button--small" disabled={busy} onClick={() => void stop()}>
        {t('staff.impersonation.stop')}
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
