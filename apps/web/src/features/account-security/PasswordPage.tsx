import { PASSWORD_MAX, PASSWORD_MIN } from '@kingside/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAlerts } from '../../lib/alerts';
import { AccountSettings } from './AccountSettings';
import { changePassword } from './account-security.api';
import { FormError, useSubmit } from './useSubmit';
import '../../lib/i18n/locales/en.account';

export function PasswordPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const { error, submitting, run } = useSubmit();
  useDocumentTitle('settings_password');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void run(async () => {
      await changePassword(http, String(data.get('currentPassword')), String(data.get('newPassword')));
      form.reset();
      alerts.success(t('changePassword.done'));
    });
  };

  return (
    <AccountSettings title={t('changePassword.title')}>
      <p className="lead">{t('changePassword.lead')}</p>
      <form className="form account-settings__form" onSubmit={onSubmit}>
        <FormError error={error} />
        <div className="field">
          <label htmlFor="password-current">{t('changePassword.current')}</label>
          <input
            id="password-current"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <div className="field">
          <label htmlFor="password-new">{t('changePassword.next')}</label>
          <input
            id="password-new"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            required
            aria-describedby="password-new-hint"
          />
          <span id="password-new-hint" className="field__hint">
            {t('changePassword.hint', { min: PASSWORD_MIN })}
          </span>
        </div>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('changePassword.submitting') : t('changePassword.submit')}
        </button>
      </form>
    </AccountSettings>
  );
}
