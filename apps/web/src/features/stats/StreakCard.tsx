import './streaks.css';
import type { StreakCount, StreaksSummary } from '@kingside/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { fetchStreaks } from './stats.api';
import '../../lib/i18n/locales/en.stats';

const HINTS = {
  playing: { today: 'streaks.playedToday', keep: 'streaks.playToKeep', start: 'streaks.start' },
  solving: { today: 'streaks.solvedToday', keep: 'streaks.solveToKeep', start: 'streaks.solveToStart' },
} as const;

function StreakLine({ kind, count, own }: { kind: keyof typeof HINTS; count: StreakCount; own: boolean }) {
  const { t } = useTranslation();
  const hints = HINTS[kind];
  const hint = count.today ? t(hints.today) : own ? t(count.current > 0 ? hints.keep : hints.start) : null;
  const label = t(kind === 'playing' ? 'streaks.playing' : 'streaks.solving');
  return (
    <div className="streak">
      <span className="streak__label">{label}</span>
      <strong className="streak__count" data-testid="streak-current">
        {t('streaks.days', { count: count.current })}
      </strong>
      <span className="streak__meta">
        {t('streaks.longest', { count: count.longest })}
        {hint && ` · ${hint}`}
        {count.frozen > 0 && ` · ${t('streaks.frozen', { count: count.frozen })}`}
      </span>
    </div>
  );
}

/** A member's streaks as numbers (the stats page, and StreakCard on the home page and profile). */
export function StreaksView({ streaks, own }: { streaks: StreaksSummary; own: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="streaks">
      <StreakLine kind="playing" count={streaks.playing} own={own} />
      {streaks.solving && <StreakLine kind="solving" count={streaks.solving} own={own} />}
      {own && streaks.freezesPerMonth > 0 && (
        <p className="streaks__freezes">{t('streaks.freezes', { count: streaks.freezesPerMonth })}</p>
      )}
    </div>
  );
}

/** The small card: loads a member's streaks by itself and stays away when they cannot be had. */
export function StreakCard({
  username,
  own,
  footer,
}: {
  username: string;
  own: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [streaks, setStreaks] = useState<StreaksSummary | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setStreaks(null);
    fetchStreaks(http, username, controller.signal).then(setStreaks, () => undefined);
    return () => controller.abort();
  }, [http, username]);
  if (!streaks) return null;
  return (
    <section className="streak-card" aria-labelledby="streak-card-title">
      <h2 id="streak-card-title" className="streak-card__title">
        {t('streaks.title')}
      </h2>
      <StreaksView streaks={streaks} own={own} />
      {footer}
    </section>
  );
}
