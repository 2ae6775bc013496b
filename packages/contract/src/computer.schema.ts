import { z } from 'zod';
import {
  COMPUTER_BOT_KEYS,
  COMPUTER_GAME_ENDS,
  COMPUTER_GAME_MAX_PLIES,
  COMPUTER_LEVEL_MAX,
  COMPUTER_LEVEL_MIN,
} from './computer';

/** `POST COMPUTER_API.games`: the moves' legality and the end are the server's rules, after this. */
export const recordComputerGameRequest = z.object({
  bot: z.enum(COMPUTER_BOT_KEYS),
  level: z.number().int().min(COMPUTER_LEVEL_MIN).max(COMPUTER_LEVEL_MAX),
  color: z.enum(['white', 'black']),
  moves: z
    .array(z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a UCI move'))
    .max(COMPUTER_GAME_MAX_PLIES),
  end: z.enum(COMPUTER_GAME_ENDS),
});
