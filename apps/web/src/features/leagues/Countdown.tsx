import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from './countdown';
import '../../lib/i18n/locales/en.leagues';

const TICK_MS = 30_000;

/** "Ends in 2d 4h 13m" to an instant, ticking; "The week is over" once it has passed. */
export function Countdown({ until }: { until: string }) {
  const { t } = useTranslation();
  // The browser's clock is only for the display: the server decides when a week ends.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(Date.parse(until), now);
  return (
    <time className="league-countdown" dateTime={until}>
      {left ? t('leagues.endsIn', left) : t('leagues.weekOver')}
    </time>
  );
}
