/**
 * `GET /callback/games/archive/{username}`: one page of a member's finished games for the archive
 * page, with the export's filters (`perfType`, `rated`, `color`, `result`, `vs`, `since`, `until`)
 * and an opaque keyset cursor `after`. Public, as the games are.
 */
import { ARCHIVE_RESULTS, type ArchivePageResponse } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../platform/http/validate';
import { exportUserParams, exportUserQuery } from './game-export.schema';
import type { GameExport } from './game-export.service';

export const archivePageQuery = exportUserQuery
  .pick({ perfType: true, rated: true, color: true, vs: true, since: true, until: true })
  .extend({
    result: z.enum(ARCHIVE_RESULTS).optional(),
    after: z
      .string()
      .regex(/^\d{1,15}\.[A-Za-z0-9]{8,12}$/, 'must be the next page’s token')
      .optional(),
  });

export function archiveRoutes(app: FastifyInstance, service: GameExport): void {
  app.get('/callback/games/archive/:username', async (request): Promise<ArchivePageResponse> => {
    const { username } = validate(exportUserParams, request.params);
    const { after, ...filter } = validate(archivePageQuery, request.query);
    const [ms, id] = after ? after.split('.') : [];
    return service.archivePage(username, filter, after ? { endedAt: new Date(Number(ms)), id: id! } : null);
  });
}
