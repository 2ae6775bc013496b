import type { ForumCategoryView, ForumModerationAction, ForumTopicSummary } from '@kingside/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { fetchCategories, moderateTopic } from './forums.api';
import '../../lib/i18n/locales/en.forums';

/** The moderators' tools on a topic: lock, pin, move, delete (the server checks who may). */
export function TopicModeration({
  topic,
  onChanged,
}: {
  topic: ForumTopicSummary & { category: ForumCategoryView };
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const id = useId();
  const [categories, setCategories] = useState<ForumCategoryView[]>([]);
  const [target, setTarget] = useState(topic.category.slug);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchCategories(http).then(setCategories, () => setCategories([]));
  }, [http]);

  const act = async (action: ForumModerationAction, category?: string) => {
    if (action === 'delete' && !window.confirm(t('forums.confirmDelete'))) return;
    setBusy(true);
    try {
      alerts.success((await moderateTopic(http, topic.uuid, action, category)).message);
      if (action === 'delete') void navigate(url('forum_category', { category: topic.category.slug }));
      else onChanged();
    } catch (failure) {
      alerts.error(serverMessage(failure) ?? t('forums.failedAction'));
    }
    setBusy(false);
  };

  return (
    <section className="forums__moderation" aria-label={t('forums.moderation')}>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        onClick={() => void act(topic.locked ? 'unlock' : 'lock')}
      >
        {topic.locked ? t('forums.unlock') : t('forums.lock')}
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        onClick={() => void act(topic.pinned ? 'unpin' : 'pin')}
      >
        {topic.pinned ? t('forums.unpin') : t('forums.pin')}
      </button>
      <label htmlFor={id}>{t('forums.moveTo')}</label>
      <select id={id} value={target} onChange={(e) => setTarget(e.target.value)}>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--small"
        disabled={busy || target === topic.category.slug}
        onClick={() => void act('move', target)}
      >
        {t('forums.move')}
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        onClick={() => void act('delete')}
      >
        {t('forums.delete')}
      </button>
    </section>
  );
}
