import { isAtLeast, type MembershipName } from './membership';

/**
 * Flair (spec §3 "Flair categories"): a small symbol beside a member's name. The last three
 * categories exist only while their feature flag is on; membership icons follow the member's tier.
 */
export const FLAIR_CATEGORIES = [
  'membership_icons',
  'emoji',
  'chess',
  'holiday',
  'hosts',
  'computer_chess',
  'pro_chess_league',
  'clash',
  'duolingo',
  'discord',
] as const;
export type FlairCategory = (typeof FLAIR_CATEGORIES)[number];

/** The feature flag (page context `features`) each flagged category waits for. */
export const FLAIR_CATEGORY_FLAGS: Partial<Record<FlairCategory, string>> = {
  clash: 'flair_clash',
  duolingo: 'flair_duolingo',
  discord: 'flair_discord',
};

export interface Flair {
  code: string;
  category: FlairCategory;
  /** What is shown: an emoji. */
  symbol: string;
  /** Membership icons: the lowest tier that may wear it. */
  minTier?: MembershipName;
}

const group = (category: FlairCategory, entries: [string, string][]): Flair[] =>
  entries.map(([code, symbol]) => ({ code, category, symbol }));

export const FLAIRS: readonly Flair[] = [
  { code: 'membership_silver', category: 'membership_icons', symbol: '🥈', minTier: 'silver' },
  { code: 'membership_gold', category: 'membership_icons', symbol: '🥇', minTier: 'gold' },
  {
    code: 'membership_platinum',
    category: 'membership_icons',
    symbol: '💠',
    minTier: 'platinum',
  },
  { code: 'membership_diamond', category: 'membership_icons', symbol: '💎', minTier: 'diamond' },
  ...group('emoji', [
    ['emoji_smile', '😀'],
    ['emoji_cool', '😎'],
    ['emoji_fire', '🔥'],
    ['emoji_bolt', '⚡'],
    ['emoji_star', '🌟'],
    ['emoji_target', '🎯'],
    ['emoji_unicorn', '🦄'],
    ['emoji_dragon', '🐉'],
    ['emoji_rocket', '🚀'],
    ['emoji_coffee', '☕'],
  ]),
  ...group('chess', [
    ['chess_king', '♚'],
    ['chess_queen', '♛'],
    ['chess_rook', '♜'],
    ['chess_bishop', '♝'],
    ['chess_knight', '♞'],
    ['chess_pawn', '♟️'],
  ]),
  ...group('holiday', [
    ['holiday_pumpkin', '🎃'],
    ['holiday_tree', '🎄'],
    ['holiday_fireworks', '🎆'],
    ['holiday_heart', '❤️'],
    ['holiday_snowman', '⛄'],
  ]),
  ...group('hosts', [
    ['hosts_microphone', '🎙️'],
    ['hosts_tv', '📺'],
    ['hosts_camera', '🎥'],
  ]),
  ...group('computer_chess', [
    ['computer_robot', '🤖'],
    ['computer_brain', '🧠'],
    ['computer_chip', '💻'],
  ]),
  ...group('pro_chess_league', [
    ['pcl_trophy', '🏆'],
    ['pcl_shield', '🛡️'],
    ['pcl_medal', '🏅'],
  ]),
  ...group('clash', [['clash_swords', '⚔️']]),
  ...group('duolingo', [['duolingo_owl', '🦉']]),
  ...group('discord', [['discord_controller', '🎮']]),
];

export const FLAIR_CODE_PATTERN = /^[a-z_]{1,40}$/;

const BY_CODE = new Map(FLAIRS.map((flair) => [flair.code, flair]));
export const flairByCode = (code: string | null): Flair | null => (code ? (BY_CODE.get(code) ?? null) : null);

/** Whether a member of `level` may wear `flair` while `features` are as given. */
export function mayWearFlair(flair: Flair, level: number, features: Record<string, boolean>): boolean {
  const flag = FLAIR_CATEGORY_FLAGS[flair.category];
  if (flag && !features[flag]) return false;
  return flair.minTier === undefined || isAtLeast(level, flair.minTier);
}

/** The flair a member shows: the one they chose, while they may still wear it. */
export function shownFlair(
  code: string | null,
  level: number,
  features: Record<string, boolean>,
): Flair | null {
  const flair = flairByCode(code);
  return flair && mayWearFlair(flair, level, features) ? flair : null;
}
