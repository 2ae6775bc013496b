import { isClosedLevel, MembershipLevel, type MembershipName } from '@kingside/contract';
import { useTranslation } from 'react-i18next';

/** The tier as a small coloured label; every closed kind reads simply "Closed". */
export function MembershipBadge({
  membership,
  hidden = false,
}: {
  membership: MembershipName;
  hidden?: boolean;
}) {
  const { t } = useTranslation();
  const tone = isClosedLevel(MembershipLevel[membership]) ? 'closed' : membership;
  return (
    <span className={`badge badge--${tone}`} aria-hidden={hidden || undefined}>
      {t(`membershipLevel.${membership}`)}
    </span>
  );
}
