import './leagues.css';
import type { League } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.leagues';

/** A league's shield: its colour and its name, so the name is never told by colour alone. */
export function LeagueBadge({ league, size = 'small' }: { league: League; size?: 'small' | 'large' }) {
  const { t } = useTranslation();
  return (
    <span className={`league-badge league-badge--${league} league-badge--${size}`}>
      <span className="league-badge__shield" aria-hidden="true" />
      {t(`leagues.name.${league}`)}
    </span>
  );
}
