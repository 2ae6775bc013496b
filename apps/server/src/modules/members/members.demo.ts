import type { AssignableLevel } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { memberProfiles } from './members.tables';

interface DemoProfile {
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
  country: string;
  flairCode: string | null;
}

/** Who the demo members say they are: enough for a profile and a hover card to look lived in. */
export const DEMO_PROFILES: Record<AssignableLevel, DemoProfile> = {
  basic: {
    firstName: 'Ana',
    lastName: 'Ribeiro',
    location: 'Porto',
    bio: 'Learning the Caro-Kann one blunder at a time. Rapid games in the evening, say hi!',
    country: 'PT',
    flairCode: 'emoji_coffee',
  },
  silver: {
    firstName: 'Lars',
    lastName: 'Nilsson',
    location: 'Uppsala',
    bio: 'Club player, endgame enthusiast. Rook endings are always drawn, except when they are not.',
    country: 'SE',
    flairCode: 'membership_silver',
  },
  gold: {
    firstName: 'Priya',
    lastName: 'Raman',
    location: 'Chennai',
    bio: 'Blitz addict. I play 1.e4 and pray.',
    country: 'IN',
    flairCode: 'membership_gold',
  },
  platinum: {
    firstName: 'Tomás',
    lastName: 'García',
    location: 'Buenos Aires',
    bio: 'Correspondence chess veteran, now trying classical over the board again.',
    country: 'AR',
    flairCode: 'chess_knight',
  },
  diamond: {
    firstName: 'Mei',
    lastName: 'Chen',
    location: 'Taipei',
    bio: 'Coach and streamer. Ask me about the Najdorf.',
    country: 'TW',
    flairCode: 'membership_diamond',
  },
  moderator: {
    firstName: 'Kofi',
    lastName: 'Mensah',
    location: 'Accra',
    bio: 'Keeping the chat friendly. Report, do not retaliate.',
    country: 'GH',
    flairCode: 'emoji_star',
  },
  staff: {
    firstName: 'Kingside',
    lastName: 'Team',
    location: 'Everywhere',
    bio: 'We build Kingside. Tell us what to make better.',
    country: 'NL',
    flairCode: 'chess_king',
  },
};

/** The demo members' own words (names, location, bio); country and flair go on their account rows. */
export async function seedDemoProfiles(
  tx: DbOrTx,
  idOf: ReadonlyMap<AssignableLevel, number>,
  now: Date,
): Promise<void> {
  const rows = [...idOf].map(([level, userId]) => {
    const { firstName, lastName, location, bio } = DEMO_PROFILES[level];
    return { userId, firstName, lastName, location, bio, updatedAt: now };
  });
  if (rows.length) await tx.insert(memberProfiles).values(rows).onConflictDoNothing();
}
