/**
 * `GET /callback/analysis/opening?fen=…`: the analysis board's opening name. The table stays on the
 * server (it is not in the web bundle); the board sends the positions of its line up to the shown
 * one, and the deepest the table names wins, as a game's opening is named.
 */
import { ANALYSIS_API, type AnalysisOpeningResponse } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../platform/http/validate';
import type { Openings } from './openings';
import { openingQuery } from './openings.schema';

export function openingsRoutes(app: FastifyInstance, openings: Pick<Openings, 'openingOfFen'>): void {
  app.get(ANALYSIS_API.opening, async (request): Promise<AnalysisOpeningResponse> => {
    const { fen } = validate(openingQuery, request.query);
    const named = fen.map((position) => openingsOf(openings, position)).filter((found) => found !== null);
    return { opening: named.at(-1) ?? null };
  });
}

function openingsOf(openings: Pick<Openings, 'openingOfFen'>, fen: string) {
  const found = openings.openingOfFen(fen);
  return found && { eco: found.eco, name: found.name };
}
