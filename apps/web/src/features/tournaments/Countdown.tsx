import type { TournamentView } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.tournaments';

/** `1:05:09`, `4:09`: hours only when there are some. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Time to the start, then to the end, ticking each second; "over" once finished. */
export function Countdown({ view }: { view: Pick<TournamentView, 'status' | 'startsAt' | 'endsAt'> }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (view.status === 'finished') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [view.status]);
  if (view.status === 'finished') return <p className="tournament__countdown">{t('tournaments.over')}</p>;
  const starting = view.status === 'created';
  const left = Date.parse(starting ? view.startsAt : view.endsAt) - now;
  return (
    <p className="tournament__countdown" role="timer">
      {t(starting ? 'tournaments.startsIn' : 'tournaments.endsIn', { time: formatCountdown(left) })}
    </p>
  );
}
