import { CLOSE_GRACE_DAYS } from '@kingside/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { AccountSettings } from './AccountSettings';
import { closeAccount } from './account-security.api';
import { FormError, useSubmit } from './useSubmit';
import '../../lib/i18n/locales/en.account';

export function CloseAccountPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const { http, currentUser } = useServices();
  const alerts = useAlerts();
  const { error, submitting, run } = useSubmit();
  useDocumentTitle('settings_close_account');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password'));
    void run(async () => {
      await closeAccount(http, password);
      await currentUser.sessionChanged();
      alerts.success(t('closeAccount.done'));
      navigate(url('home'), { replace: true });
    });
  };

  return (
    <AccountSettings title={t('closeAccount.title')}>
      <p className="lead">{t('closeAccount.lead')}</p>
      <p>{t('closeAccount.grace', { days: CLOSE_GRACE_DAYS })}</p>
      <form className="form account-settings__form" onSubmit={onSubmit}>
        <FormError error={error} />
        <div className="field">
          <label htmlFor="close-password">{t('closeAccount.password')}</label>
          <input
            id="close-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <label className="account-settings__confirm">
          <input type="checkbox" name="confirm" required /> {t('closeAccount.confirm')}
        </label>
        <button type="submit" className="button button--danger" disabled={submitting}>
          {submitting ? t('closeAccount.submitting') : t('closeAccount.submit')}
        </button>
      </form>
    </AccountSettings>
  );
}
