import { useTranslation } from 'react-i18next';
import { useConnection } from './useSocket';
import '../../lib/i18n/locales/en.game';

/** A dot and a word: online (with the lag), connecting or reconnecting; or why it stopped for good. */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const { state, lag } = useConnection();
  const label = t(`game.connection.${state}`);
  return (
    <p
      className={`connection connection--${state}`}
      role="status"
      aria-label={`${t('game.connection.label')}: ${label}`}
    >
      <span className="connection__dot" aria-hidden="true" />
      <span>{label}</span>
      {state === 'online' && lag !== null && (
        <span className="connection__lag">{t('game.connection.lag', { ms: Math.round(lag) })}</span>
      )}
    </p>
  );
}
