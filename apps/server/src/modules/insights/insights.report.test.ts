import { INSIGHTS_WINDOW } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import type { UserRow } from '../accounts';
import { createEntitlements } from '../entitlements';
import type { PlayedGame } from '../play';
import { buildReport, dayPartOf } from './insights.report';
import { createInsights } from './insights.service';

/** A game's stored opening; two move orders into the Sicilian end up with the same name. */
const SICILIAN = { eco: 'B20', name: 'Sicilian Defence' };
const line = (name: string) => ({ eco: 'A00', name });

const at = (iso: string) => new Date(iso);

function played(overrides: Partial<PlayedGame> = {}): PlayedGame {
  return {
    id: 'g',
    speed: 'blitz',
    rated: false,
    color: 'white',
    result: 'win',
    opening: line('e2e4 e7e5'),
    plies: 2,
    startedAt: at('2026-06-01T10:00:00Z'),
    endedAt: at('2026-06-01T10:01:00Z'),
    rating: null,
    ratingDiff: null,
    opponent: 'someone',
    opponentRating: null,
    ...overrides,
  };
}

describe('dayPartOf', () => {
  it('splits the member’s day at 0, 6, 12 and 18 o’clock', () => {
    expect(dayPartOf(at('2026-06-01T05:59:59Z'), 'UTC')).toBe('night');
    expect(dayPartOf(at('2026-06-01T06:00:00Z'), 'UTC')).toBe('morning');
    expect(dayPartOf(at('2026-06-01T12:00:00Z'), 'UTC')).toBe('afternoon');
    expect(dayPartOf(at('2026-06-01T18:00:00Z'), 'UTC')).toBe('evening');
    // 23:30 in Auckland is the evening there, the morning in UTC.
    expect(dayPartOf(at('2026-06-01T11:30:00Z'), 'Pacific/Auckland')).toBe('evening');
  });
});

describe('buildReport', () => {
  it('lists the most played openings and puts the rest with the unknown ones in Other, last', () => {
    const firstMoves = ['e2e4', 'd2d4', 'c2c4', 'g1f3', 'f2f4', 'b2b3'];
    const replies = [
      'e2e4 e7e5',
      'e2e4 c7c5',
      'e2e4 e7e6',
      'e2e4 c7c6',
      'e2e4 d7d5',
      'e2e4 g8f6',
      'e2e4 d7d6',
    ];
    // Each line its own opening, the first moves into the Sicilian as well; `a2a3` has none known.
    const openings = [...firstMoves, ...replies, 'd2d4 f7f5'].map((moves) =>
      moves.startsWith('e2e4 c7c5') ? SICILIAN : line(moves),
    );
    const games = [...openings, null].map((opening, i) =>
      played({ id: `g${i}`, opening, result: i % 2 ? 'loss' : 'win' }),
    );
    games.push(played({ id: 'again', opening: SICILIAN }));
    const report = buildReport(games, {
      zone: 'UTC',
      filters: { speed: null, since: null },
      capped: false,
    });
    expect(report.byOpening).toHaveLength(13);
    expect(report.byOpening[0]).toMatchObject({ name: 'Sicilian Defence', games: 2 });
    expect(report.byOpening.at(-1)).toMatchObject({ eco: null, name: 'Other' });
    expect(report.byOpening.reduce((sum, o) => sum + o.games, 0)).toBe(games.length);
    expect(report.byOpening.at(-1)!.games).toBe(games.length - 2 - 11);
  });

  it('has no average length and empty lists without games', () => {
    const report = buildReport([], {
      zone: 'UTC',
      filters: { speed: null, since: null },
      capped: false,
    });
    expect(report.totals).toEqual({ games: 0, wins: 0, draws: 0, losses: 0 });
    expect(report.averageLength).toBeNull();
    expect(report.bySpeed).toEqual([]);
    expect(report.byColor.map((c) => c.games)).toEqual([0, 0]);
    expect(report.byDayPart.map((p) => p.part)).toEqual(['night', 'morning', 'afternoon', 'evening']);
  });
});

describe('createInsights', () => {
  const member = (tier: string) =>
    ({ userId: 7, tier, role: null, closure: null, timezone: null }) as unknown as UserRow;
  // `require` reads no table: a database that throws proves it.
  const entitlements = createEntitlements({ db: {} as never, clock: new ManualClock() });

  it('reads at most INSIGHTS_WINDOW games and says when it cut', async () => {
    const limits: number[] = [];
    const insights = createInsights({
      entitlements,
      play: {
        finishedGames: {
          of: async (_userId, _filter, limit) => {
            limits.push(limit);
            return Array.from({ length: limit }, (_, i) => played({ id: `g${i}` }));
          },
        },
      },
    });
    const report = await insights.reportFor(member('diamond'), { speed: null, since: null });
    expect(limits).toEqual([INSIGHTS_WINDOW + 1]);
    expect(report.capped).toBe(true);
    expect(report.totals.games).toBe(INSIGHTS_WINDOW);
    expect(report.timezone).toBe('UTC');
  });
});
