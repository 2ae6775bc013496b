import './streaks.css';
import type { ReadableUserItem } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { getUserItem, setUserItem } from './stats.api';
import '../../lib/i18n/locales/en.stats';

/** Whether the server offers an introduction now (§4), and the way to say it was seen (§7 set-item). */
export function useIntroduction(item: ReadableUserItem, enabled: boolean) {
  const { http } = useServices();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getUserItem(http, item, controller.signal).then(
      (answer) => setOffered(answer.offer),
      () => undefined,
    );
    return () => controller.abort();
  }, [http, item, enabled]);
  const done = () => {
    setOffered(false);
    void setUserItem(http, item).catch(() => undefined);
  };
  return { offered, done };
}

/** The streaks introduction: members who were here before streaks (the server decides who). */
export function StreaksIntro({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { offered, done } = useIntroduction('introducedToStreaks', enabled);
  if (!offered) return null;
  return (
    <aside className="intro" aria-labelledby="streaks-intro-title">
      <h2 id="streaks-intro-title">{t('streaks.intro.title')}</h2>
      <p>{t('streaks.intro.text')}</p>
      <button type="button" className="button button--primary button--small" onClick={done}>
        {t('streaks.intro.ok')}
      </button>
    </aside>
  );
}
