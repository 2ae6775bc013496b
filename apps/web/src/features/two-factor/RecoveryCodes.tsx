import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.twoFactor';

/** Recovery codes, shown once right after 2FA goes on: copy them, download them, then move on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copyStatus, setCopyStatus] = useState<string>('');
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus(t('security.copied'));
    } catch {
      setCopyStatus(t('security.copyFailed'));
    }
  };

  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = t('security.downloadName');
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div>
      <h3>{t('security.codesTitle')}</h3>
      <p>{t('security.codesText')}</p>
      <ul className="security__codes" aria-label={t('security.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p role="status" aria-live="polite">
        {copyStatus}
      </p>
      <div className="security__actions">
        <button type="button" className="button" onClick={copy}>
          {t('security.copy')}
        </button>
        <button type="button" className="button" onClick={download}>
          {t('security.download')}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('security.done')}
        </button>
      </div>
    </div>
  );
}
