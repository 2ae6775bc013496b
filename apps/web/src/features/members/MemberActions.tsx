import type { RelationState } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { ChallengeButton } from '../challenges/ChallengeButton';
import { ReportButton } from '../moderation';
import { RelationButtons } from '../relations';
import '../../lib/i18n/locales/en.members';

export interface MemberActionsProps {
  username: string;
  /** How the viewer stands with the member: null for a guest. */
  relation: RelationState | null;
  onRelationChange?(next: RelationState): void;
}

/** A block either way: the server refuses challenges and messages between the two, so neither is offered. */
export function blockedBetween(relation: RelationState | null): boolean {
  return Boolean(relation && (relation.blocked || relation.blockedBy));
}

/**
 * What a viewer can do with another member, on the profile and the hover card: challenge, message
 * and report, and (for a member) the friend, follow, track and block buttons.
 */
export function MemberActions({ username, relation, onRelationChange }: MemberActionsProps) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { user, isLoggedIn } = useCurrentUser();
  if (isLoggedIn && user.username.toLowerCase() === username.toLowerCase()) return null;
  const blocked = blockedBetween(relation);
  return (
    <>
      {!blocked && <ChallengeButton username={username} />}
      {isLoggedIn && !blocked && (
        <Link className="button" to={url('messages_thread', { username })}>
          {t('profile.message')}
        </Link>
      )}
      <ReportButton username={username} />
      {isLoggedIn && relation && (
        <div className="member-actions__relation" data-slot="relation">
          <RelationButtons username={username} relation={relation} onChange={onRelationChange} />
        </div>
      )}
    </>
  );
}
