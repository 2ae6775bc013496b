import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.game';

/** How many premoves wait in the queue, and a way to drop them that needs no mouse. */
export function PremoveQueueNote({ count, onClear }: { count: number; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="premove-queue">
      <p className="premove-queue__count" role="status">
        {count > 0 ? t('game.premoves.queued', { count }) : ''}
      </p>
      {count > 0 && (
        <button
          type="button"
          className="button button--small"
          onClick={onClear}
          title={t('game.premoves.hint')}
        >
          {t('game.premoves.clear')}
        </button>
      )}
    </div>
  );
}
