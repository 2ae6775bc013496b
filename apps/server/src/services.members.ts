import type { Db } from './db/db';
import type { AccountsService } from './modules/accounts';
import { createProfiles } from './modules/members';
import { bestRatingSql, type Play, playerKey } from './modules/play';
import { createFriendInvites, createSocial, friendsSearchService, type Relations } from './modules/relations';
import type { Clock } from './platform/clock';
import type { Features } from './platform/features';
import type { Logger } from './platform/logger';
import type { MailTransport } from './platform/mail';
import type { UploadStore } from './platform/uploads';

/** What members' pages and their social tools stand on. */
export interface MembersWiring {
  db: Db;
  clock: Clock;
  logger: Logger;
  mail: MailTransport;
  features: Features;
  uploads: UploadStore;
  serverSecret: () => Promise<string>;
  accounts: AccountsService;
  relations: Relations;
  play: Play;
}

/** Profiles, friend invitations (by link and by mail) and the friends search service. */
export function createMemberServices(wiring: MembersWiring) {
  const { db, clock, play } = wiring;
  const profiles = createProfiles({
    db,
    clock,
    accounts: wiring.accounts,
    relations: wiring.relations,
    play,
    features: wiring.features,
    uploads: wiring.uploads,
  });
  const friendInvites = createFriendInvites({
    relations: wiring.relations,
    serverSecret: wiring.serverSecret,
    logger: wiring.logger,
  });
  return {
    profiles,
    friendInvites,
    social: createSocial({ db, clock, invites: friendInvites, mail: wiring.mail }),
    friendsSearch: friendsSearchService({
      db,
      serverSecret: wiring.serverSecret,
      facts: {
        presence: (userIds) =>
          play.presence.statuses(userIds.map((userId) => playerKey({ userId, guestId: null }))),
        bestRating: bestRatingSql,
      },
    }),
  };
}
