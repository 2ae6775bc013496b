import { type ContentView, LOCK_PREFIXES, type LockPrefix } from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { featureContent, lockComments, refusalMessage } from './content.api';
import '../../lib/i18n/locales/en.content';

const PREFIX_OF = Object.fromEntries(
  Object.entries(LOCK_PREFIXES).map(([prefix, kind]) => [kind, prefix as LockPrefix]),
) as Partial<Record<ContentView['kind'], LockPrefix>>;

/** Staff only (the server checks it): lock or unlock the comments, feature or stop featuring. */
export function CurationBar({
  item,
  onChange,
}: {
  item: ContentView;
  onChange: (item: ContentView) => void;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const prefix = PREFIX_OF[item.kind];

  const act = async (action: () => Promise<{ message: string }>, next: Partial<ContentView>) => {
    setBusy(true);
    try {
      alerts.success((await action()).message);
      onChange({ ...item, ...next });
    } catch (error) {
      alerts.error(refusalMessage(error) ?? t('app.genericError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="curation">
      <legend className="visually-hidden">{t('article.staffTools')}</legend>
      {prefix && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            act(() => lockComments(http, prefix, item.id, !item.commentsLocked), {
              commentsLocked: !item.commentsLocked,
            })
          }
        >
          {t(item.commentsLocked ? 'article.unlock' : 'article.lock')}
        </button>
      )}
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          act(() => featureContent(http, item.kind, item.id, !item.featured), { featured: !item.featured })
        }
      >
        {t(item.featured ? 'article.unfeature' : 'article.feature')}
      </button>
    </fieldset>
  );
}
