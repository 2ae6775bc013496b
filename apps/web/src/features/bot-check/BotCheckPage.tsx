import '../../lib/bot-check.css';
import '../accounts/auth.css';
import {
  BOT_CHECK,
  BOT_CHECK_API,
  BOT_CHECK_MESSAGES,
  type BotCheckVerifyResponse,
  safeRedirectTarget,
} from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../app/page-props';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AltchaWidget } from '../../lib/AltchaWidget';
import { serverMessage } from '../../lib/server-error';
import '../../lib/i18n/locales/en.botCheck';

/** Where a passed navigation goes (§2): the verify page, which sends the browser back to `path`. */
export function verifyPageHref(verifyUrl: string, path: string): string {
  const query = new URLSearchParams({ redirect: BOT_CHECK.redirectParam, path });
  return `${verifyUrl}?${query}`;
}

interface BotCheckPageProps extends Partial<PageProps> {
  /** A full navigation: the verify page may be on another host. Tests pass their own. */
  navigate?: (href: string) => void;
}

/**
 * `/bot-check?path=…`: the interstitial a page navigation meets when it is challenged. Once the
 * box is checked the browser goes to the verify page, and from there back to `path`.
 */
export function BotCheckPage({ navigate = (href) => window.location.assign(href) }: BotCheckPageProps) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [search] = useSearchParams();
  const path = safeRedirectTarget(search.get('path'));
  const [errors, setErrors] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  useDocumentTitle('bot_check');
  const gaveUp = errors >= BOT_CHECK.maxWidgetErrors;

  const failed = (text: string) => {
    setErrors((n) => n + 1);
    setMessage(text);
  };

  const solved = async (payload: string) => {
    try {
      const { data } = await http.post<BotCheckVerifyResponse>(BOT_CHECK_API.verify, { payload });
      navigate(verifyPageHref(data.verifyUrl, path));
    } catch (error) {
      failed(serverMessage(error) ?? t('botCheck.retry'));
    }
  };

  return (
    <section className="auth bot-check-page">
      <h1>{t('botCheck.pageTitle')}</h1>
      <p className="lead">{t('botCheck.pageLead')}</p>
      {gaveUp ? (
        <p className="form__error" role="alert">
          {BOT_CHECK_MESSAGES.gaveUp}
        </p>
      ) : (
        <>
          <AltchaWidget key={errors} onSolved={solved} onError={() => failed(t('botCheck.retry'))} />
          {message && (
            <p className="form__error" role="alert">
              {message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
