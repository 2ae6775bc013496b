import './api-tokens.css';
import {
  API_TOKEN_LABEL_MAX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type ApiTokenView,
} from '@kingside/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { AccountSettings } from '../account-security/AccountSettings';
import { FormError, useSubmit } from '../account-security/useSubmit';
import { createApiToken, fetchApiTokens, revokeApiToken } from './api-tokens.api';
import '../../lib/i18n/locales/en.apiTokens';

const SCOPE_KEYS = {
  'board:play': 'boardPlay',
  'bot:play': 'botPlay',
  'challenge:read': 'challengeRead',
  'challenge:write': 'challengeWrite',
} as const satisfies Record<ApiTokenScope, string>;

/** `/settings/api-tokens`: create (label + scopes; the token shown once) and revoke personal API tokens. */
export function ApiTokensPage() {
  const { t } = useTranslation();
  useDocumentTitle('settings_api_tokens');
  return (
    <AccountSettings title={t('apiTokens.title')}>
      <ApiTokens />
    </AccountSettings>
  );
}

function ApiTokens() {
  const { t } = useTranslation();
  const language = useLanguage();
  const alerts = useAlerts();
  const { http } = useServices();
  const [tokens, setTokens] = useState<ApiTokenView[] | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const { error, submitting, run } = useSubmit();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list loads once, when the page opens
  useEffect(() => {
    void run(async () => setTokens(await fetchApiTokens(http)));
  }, []);

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const scopes = data.getAll('scopes') as ApiTokenScope[];
    void run(async () => {
      const created = await createApiToken(http, String(data.get('label') ?? ''), scopes);
      form.reset();
      setFresh(created.token);
      setTokens(await fetchApiTokens(http));
    });
  };

  const onRevoke = (token: ApiTokenView) =>
    run(async () => {
      await revokeApiToken(http, token.id);
      alerts.success(t('apiTokens.revoked'));
      setTokens(await fetchApiTokens(http));
    });

  return (
    <>
      <p className="lead">{t('apiTokens.lead')}</p>
      <p className="field__note">{t('apiTokens.docs')}</p>
      <FormError error={error} />
      {fresh && (
        <div className="notice api-tokens__fresh" role="status">
          <p>{t('apiTokens.created')}</p>
          <label htmlFor="api-token-fresh">{t('apiTokens.createdLabel')}</label>
          <input
            id="api-token-fresh"
            className="api-tokens__value"
            readOnly
            value={fresh}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      <h2>{t('apiTokens.createHeading')}</h2>
      <form className="form account-settings__form" onSubmit={onCreate}>
        <div className="field">
          <label htmlFor="api-token-label">{t('apiTokens.label')}</label>
          <input
            id="api-token-label"
            name="label"
            maxLength={API_TOKEN_LABEL_MAX}
            required
            aria-describedby="api-token-label-hint"
          />
          <span id="api-token-label-hint" className="field__hint">
            {t('apiTokens.labelNote')}
          </span>
        </div>
        <fieldset className="api-tokens__scopes">
          <legend>{t('apiTokens.scopes')}</legend>
          {API_TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="api-tokens__scope">
              <input type="checkbox" name="scopes" value={scope} />
              <span>
                {t(`apiTokens.scope.${SCOPE_KEYS[scope]}`)} <code>{scope}</code>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {t('apiTokens.create')}
        </button>
      </form>
      <h2>{t('apiTokens.listHeading')}</h2>
      {tokens === null ? (
        <p role="status">{t('apiTokens.loading')}</p>
      ) : tokens.length === 0 ? (
        <p className="field__note">{t('apiTokens.none')}</p>
      ) : (
        <ul className="session-list">
          {tokens.map((token) => (
            <li key={token.id} className="session">
              <div className="session__text">
                <strong>{token.label}</strong>
                <span className="session__meta">
                  {token.scopes.length ? token.scopes.join(', ') : t('apiTokens.noScopes')} ·{' '}
                  {t('apiTokens.createdOn', { date: day(token.createdAt) })}
                  {token.expiresAt && ` · ${t('apiTokens.expires', { date: day(token.expiresAt) })}`}
                </span>
              </div>
              <button
                type="button"
                className="button button--small"
                disabled={submitting}
                aria-label={t('apiTokens.revokeLabel', { label: token.label })}
                onClick={() => void onRevoke(token)}
              >
                {t('apiTokens.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
