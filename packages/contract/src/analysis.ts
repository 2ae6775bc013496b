/** The analysis board (`/analysis`): what it asks the server. */

export const ANALYSIS_API = {
  /** `GET ?fen=…&fen=…`: the deepest of these positions the openings table names (the line so far, in order). */
  opening: '/callback/analysis/opening',
} as const;

/** At most this many positions per opening question (the table names nothing deeper than this). */
export const ANALYSIS_OPENING_MAX_FENS = 60;

export interface AnalysisOpeningResponse {
  /** null when the table names none of them. */
  opening: { eco: string; name: string } | null;
}
