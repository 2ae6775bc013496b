import type { ClockView, Color, TimeControl } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, lowTimeMs, remainingMs } from './clock';
import '../../lib/i18n/locales/en.game';

interface ClockProps {
  color: Color;
  clock: ClockView;
  timeControl: TimeControl;
  /** The server's time now, as the socket estimates it. */
  serverNow: () => number;
}

/** A player's clock: what the server said, ticking down locally while it runs. */
export function Clock({ color, clock, timeControl, serverNow }: ClockProps) {
  const { t } = useTranslation();
  const running = clock.running === color;
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 100);
    return () => clearInterval(timer);
  }, [running]);

  const left = remainingMs(clock, color, serverNow());
  const low = left < lowTimeMs(timeControl);
  const classes = ['clock', running && 'is-running', low && 'is-low', left === 0 && 'is-flagged']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      role="timer"
      aria-label={t(color === 'white' ? 'game.whiteClock' : 'game.blackClock')}
    >
      {formatClock(left)}
    </div>
  );
}
