import { PLATFORM, type SettingsResponse } from '@kingside/contract';
import { text } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../platform/http/validate';
import { type PlatformCaller, requireScope } from '../platform-tokens';
import { parseChange, parseInclude } from './settings.rules';
import type { SettingsService } from './settings.service';

export const includeQuery = z.object({
  include: z.union([text(1024), z.array(text(1024)).max(20)]).optional(),
});

/** The Settings service of spec §7, behind the platform bearer hook its caller registers. */
export function settingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  app.get(PLATFORM.settingsMe, async (request, reply): Promise<SettingsResponse> => {
    const caller = request.caller as PlatformCaller;
    requireScope(caller, 'settings:read', reply);
    const keys = parseInclude(validate(includeQuery, request.query).include);
    reply.header('cache-control', 'no-store');
    return { settings: await settings.read(caller.user?.userId ?? null, keys) };
  });

  app.post(PLATFORM.settingsMe, async (request, reply): Promise<SettingsResponse> => {
    const caller = request.caller as PlatformCaller;
    requireScope(caller, 'settings:write', reply);
    const change = parseChange(request.body);
    // The write scope is only ever issued to members, so there is a user.
    return { settings: await settings.write(caller.user!.userId, change) };
  });
}
