import type { RelatedMember } from '@kingside/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { Avatar } from '../members/Avatar';

/** One member in a /social list: picture, title and name (to the profile), a line, then actions. */
export function MemberRow({
  member,
  note,
  children,
}: {
  member: RelatedMember;
  note?: string;
  children?: ReactNode;
}) {
  const url = useRouteUrl();
  return (
    <li className="member-row">
      <Avatar username={member.username} url={member.avatarUrl} size={40} />
      <div className="member-row__who">
        <Link className="member-row__name" to={url('member', { username: member.username })}>
          {member.chessTitle && <abbr className="chess-title">{member.chessTitle}</abbr>}
          {member.username}
        </Link>
        {note && <span className="member-row__note">{note}</span>}
      </div>
      {children && <div className="member-row__actions">{children}</div>}
    </li>
  );
}
