import {
  GUEST_SKILL_LEVELS,
  type GuestSkillLevelResponse,
  LOBBY_API,
  type LobbySeeksResponse,
  PRESENCE_QUERY_MAX,
  type PresenceResponse,
  skillLevelRating,
} from '@kingside/contract';
import { text } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import type { AccountsService } from '../accounts';
import type { Lobby } from './lobby.service';
import { playerKey } from './player';
import type { Presence } from './presence';

const LEVEL_MESSAGE = `must be a whole number from ${GUEST_SKILL_LEVELS.min} to ${GUEST_SKILL_LEVELS.max}`;
export const level = z
  .number({ error: LEVEL_MESSAGE })
  .int({ error: LEVEL_MESSAGE })
  .min(GUEST_SKILL_LEVELS.min, { error: LEVEL_MESSAGE })
  .max(GUEST_SKILL_LEVELS.max, { error: LEVEL_MESSAGE });
/** JSON sends a number, a form sends digits: both are taken, nothing else. */
export const skillLevelBody = z.object({
  skill_level: z.preprocess((v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v), level),
});

export const presenceQuery = z.object({
  users: z
    .string({ error: 'give usernames separated by commas' })
    .max(PRESENCE_QUERY_MAX * 65)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(text(64))
        .min(1, { error: 'give at least one username' })
        .max(PRESENCE_QUERY_MAX, { error: `at most ${PRESENCE_QUERY_MAX} usernames` }),
    ),
});

export interface LobbyRoutesDeps {
  play: { lobby: Lobby; presence: Presence };
  accounts: AccountsService;
}

/** The lobby's web callbacks: the seek list, a guest's skill level, members' presence. */
export function lobbyRoutes(app: FastifyInstance, { play, accounts }: LobbyRoutesDeps): void {
  app.get(LOBBY_API.seeks, async (): Promise<LobbySeeksResponse> => ({ seeks: await play.lobby.list() }));

  app.post(LOBBY_API.guestSkillLevel, async (request): Promise<GuestSkillLevelResponse> => {
    const { skill_level } = validate(skillLevelBody, request.body);
    if (request.viewer.user)
      throw forbidden('Members are paired by their rating; skill levels are for guests.');
    // The web scope's CSRF check has made sure there is a session.
    await play.lobby.setSkillLevel(request.viewer.session!.guestId, skill_level);
    return { skillLevel: skill_level, rating: skillLevelRating(skill_level) };
  });

  app.get('/callback/user/presence', async (request): Promise<PresenceResponse> => {
    const { users } = validate(presenceQuery, request.query);
    const found = await Promise.all(users.map((name) => accounts.findByUsername(name)));
    const known = users.flatMap((name, i) => (found[i] ? [{ name, userId: found[i].userId }] : []));
    const statuses = await play.presence.statuses(
      known.map((k) => playerKey({ userId: k.userId, guestId: null })),
    );
    return { presence: Object.fromEntries(known.map((k, i) => [k.name, statuses[i]!])) };
  });
}
