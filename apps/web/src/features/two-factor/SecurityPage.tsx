import './two-factor.css';
import type { TwoFactorSetup, TwoFactorStatus } from '@kingside/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import {
  disableTwoFactor,
  enableTwoFactor,
  fetchTwoFactorStatus,
  startTwoFactorSetup,
} from './two-factor.api';
import '../../lib/i18n/locales/en.twoFactor';

type Step =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'status'; status: TwoFactorStatus; notice?: string }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

/** `/settings/security`: turn two-factor login on (QR code, confirm, recovery codes) or off (with a code). */
export function SecurityPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [starting, setStarting] = useState(false);
  useDocumentTitle('settings_security');

  const load = useCallback(
    async (notice?: string) => {
      try {
        setStep({ kind: 'status', status: await fetchTwoFactorStatus(http), notice });
      } catch (caught) {
        setStep({ kind: 'failed', message: serverMessage(caught) ?? t('app.genericError') });
      }
    },
    [http, t],
  );
  useEffect(() => {
    if (isLoggedIn) void load();
  }, [isLoggedIn, load]);

  if (!isLoggedIn) {
    const login = url('login_and_go', {}, { target: url('settings_security') });
    return (
      <section className="security">
        <h1>{t('security.title')}</h1>
        <p className="lead">{t('security.loginNeeded')}</p>
        <Link className="button button--primary" to={login}>
          {t('security.logIn')}
        </Link>
      </section>
    );
  }

  const start = async () => {
    setStarting(true);
    try {
      setStep({ kind: 'setup', setup: await startTwoFactorSetup(http) });
    } catch (caught) {
      setStep({ kind: 'failed', message: serverMessage(caught) ?? t('app.genericError') });
    }
    setStarting(false);
  };

  return (
    <section className="security">
      <h1>{t('security.title')}</h1>
      <p className="lead">{t('security.lead')}</p>
      <div className="security__card">
        {step.kind === 'loading' && <p>{t('app.loading')}</p>}
        {step.kind === 'failed' && (
          <div className="form__error" role="alert">
            {step.message}
          </div>
        )}
        {step.kind === 'status' && (
          <>
            <h2>
              {t('security.heading')}
              <span className={`badge ${step.status.enabled ? 'badge--gold' : ''}`}>
                {step.status.enabled ? t('security.on') : t('security.off')}
              </span>
            </h2>
            {step.notice && (
              <p className="notice" role="status">
                {step.notice}
              </p>
            )}
            {step.status.enabled ? (
              <>
                <p>{t('security.onText', { count: step.status.recoveryCodesLeft })}</p>
                <h3>{t('security.disableTitle')}</h3>
                <CodeForm
                  kind="any"
                  quiet
                  label={t('security.disableCode')}
                  submit={t('security.disable')}
                  submitting={t('security.disabling')}
                  onCode={async (code) => {
                    setStep({
                      kind: 'status',
                      status: await disableTwoFactor(http, code),
                      notice: t('security.disabled'),
                    });
                  }}
                />
              </>
            ) : (
              <>
                <p>{t('security.offText')}</p>
                <button type="button" className="button button--primary" onClick={start} disabled={starting}>
                  {starting ? t('security.starting') : t('security.start')}
                </button>
              </>
            )}
          </>
        )}
        {step.kind === 'setup' && (
          <>
            <h2>{t('security.heading')}</h2>
            <h3>{t('security.scanTitle')}</h3>
            <p>{t('security.scanText')}</p>
            <img className="security__qr" src={step.setup.qrCode} alt={t('security.qrAlt')} />
            <p>
              {t('security.manual')} <code className="security__secret">{step.setup.secret}</code>
            </p>
            <h3>{t('security.confirmTitle')}</h3>
            <CodeForm
              kind="totp"
              label={t('security.code')}
              submit={t('security.enable')}
              submitting={t('security.enabling')}
              onCode={async (code) => setStep({ kind: 'codes', codes: await enableTwoFactor(http, code) })}
            >
              <button type="button" className="button button--quiet" onClick={() => void load()}>
                {t('security.cancel')}
              </button>
            </CodeForm>
          </>
        )}
        {step.kind === 'codes' && (
          <RecoveryCodes codes={step.codes} onDone={() => void load(t('security.enabled'))} />
        )}
      </div>
    </section>
  );
}
