import { type FriendRequestsResponse, MESSAGES, type MemberSearchResponse } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import type { MailTransport } from '../../platform/mail';
import type { UserRow } from '../accounts';
import { createMemberSearchRepo } from './member-search.repo';
import { createRelationListsRepo } from './relation-lists.repo';
import { presentFriend, presentRelated } from './relations.present';
import type { FriendInvites } from './relations-invites';
import { countriesNamed, criterion } from './search-text';

export interface SocialDeps {
  db: Db;
  clock: Clock;
  invites: FriendInvites;
  mail: MailTransport;
}

const DAY_MS = 24 * 60 * 60_000;

/** What the /social page reads and sends beyond §7's relation calls: requests, searches, invitations. */
export function createSocial(deps: SocialDeps) {
  const lists = createRelationListsRepo(deps.db);
  const search = createMemberSearchRepo(deps.db);
  const since = (activeDays: number) => new Date(deps.clock.now().getTime() - activeDays * DAY_MS);

  async function withRelations(me: UserRow, found: UserRow[]): Promise<MemberSearchResponse> {
    const states = await lists.states(
      me.userId,
      found.map((user) => user.userId),
    );
    return {
      users: found.map((user) => ({
        ...presentRelated(user),
        lastLoginDate: user.lastLoginAt?.toISOString() ?? null,
        relation: states.get(user.userId)!,
      })),
    };
  }

  return {
    async requests(me: UserRow): Promise<FriendRequestsResponse> {
      const { incoming, outgoing } = await lists.requests(me.userId);
      return { incoming: incoming.map(presentFriend), outgoing: outgoing.map(presentFriend) };
    },

    /** `GET /callback/user/search/{username}`: usernames starting with the text (from 3 characters, §5). */
    async searchUsername(me: UserRow, text: string | undefined, activeDays: number) {
      const prefix = criterion(text);
      return withRelations(me, prefix ? await search.byPrefix(me.userId, prefix, since(activeDays)) : []);
    },

    /** `GET /callback/user/custom-criteria-search`: name and country text, each a criterion from 3 characters. */
    async searchCriteria(me: UserRow, input: { name?: string; country?: string; activeDays: number }) {
      const name = criterion(input.name);
      const country = criterion(input.country);
      if (!name && !country) return withRelations(me, []);
      const countries = country ? countriesNamed(country) : null;
      if (countries?.length === 0) return withRelations(me, []);
      return withRelations(
        me,
        await search.byCriteria(me.userId, { name, countries }, since(input.activeDays)),
      );
    },

    /** Mails the member's invite link to each address (§8 "Your invitations were sent successfully"). */
    async inviteByEmail(me: UserRow, emails: string[], origin: string): Promise<string> {
      const link = await deps.invites.link(me, origin);
      for (const to of new Set(emails)) {
        await deps.mail.send({
          to,
          subject: `${me.username} invites you to play chess on Kingside`,
          text: `Hello,\n\n${me.username} invites you to Kingside, to play chess together. Sign up with this link and you will be friends at once:\n\n${link}\n\nIf you do not know ${me.username}, ignore this mail: nothing happens without you.\n`,
          link,
        });
      }
      return MESSAGES.invitationsSent;
    },
  };
}

export type Social = ReturnType<typeof createSocial>;
