import { type Color, type GameView, opposite } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeLeft } from './time-left';
import './daily.css';
import '../../lib/i18n/locales/en.daily';

interface DailyClockProps {
  game: GameView;
  me: Color | null;
  /** The server's time now, as the socket estimates it. */
  serverNow: () => number;
}

/** A daily game's time to move in days and hours, beside the board; it refreshes each minute. */
export function DailyClock({ game, me, serverNow }: DailyClockProps) {
  const { t } = useTranslation();
  const [, setTick] = useState(0);
  const running = game.clock.running;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 60_000);
    return () => clearInterval(timer);
  }, [running]);
  if (game.daysPerMove === null || !running) return null;
  const left = formatTimeLeft(t, game.clock[running] - Math.max(0, serverNow() - game.clock.at));
  const text =
    running === me
      ? t('daily.clock.yours', { left })
      : t('daily.clock.theirs', { name: game[me === null ? running : opposite(me)].username, left });
  return (
    <div className="daily-clock" role="timer" aria-label={t('daily.clock.label')} data-testid="daily-clock">
      <span>{text}</span>
      {game.weekendPause && <span className="daily-row__meta">{t('daily.clock.weekend')}</span>}
    </div>
  );
}
