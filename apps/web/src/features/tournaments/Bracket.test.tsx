import {
  type KnockoutBracketView,
  type KnockoutMatchView,
  TOURNAMENTS_API,
  type TournamentView,
} from '@kingside/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const timeout = { timeout: 10_000 };

const player = (username: string, seed: number) => ({ username, seed });
const match = (id: string, extra: Partial<KnockoutMatchView> = {}): KnockoutMatchView => ({
  id,
  a: null,
  b: null,
  scoreA: 0,
  scoreB: 0,
  results: [],
  gameId: null,
  decided: null,
  ...extra,
});

/** Five players: seeds 1–3 through on byes, 4 v 5 playing. */
const BRACKET: KnockoutBracketView = {
  games: 2,
  rounds: [
    [
      match('r1m1', { a: player('Alice', 1), b: 'bye', decided: { winner: 'Alice', by: 'bye' } }),
      match('r1m2', { a: player('Dan', 4), b: player('Eve', 5), gameId: 'abcdefgh' }),
      match('r1m3', { a: player('Bob', 2), b: 'bye', decided: { winner: 'Bob', by: 'bye' } }),
      match('r1m4', { a: player('Cat', 3), b: 'bye', decided: { winner: 'Cat', by: 'bye' } }),
    ],
    [match('r2m1', { a: player('Alice', 1) }), match('r2m2', { a: player('Bob', 2), b: player('Cat', 3) })],
    [match('r3m1')],
  ],
};

const VIEW: TournamentView = {
  url: 'friday-knockout',
  name: 'Friday knockout',
  kind: 'knockout',
  status: 'started',
  official: false,
  tc: { initial: 300, increment: 3 },
  rated: true,
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  players: 5,
  conditions: { minRating: null, maxRating: null, minTier: null },
  durationMinutes: 60,
  rounds: null,
  round: null,
  matchGames: 2,
  createdBy: 'Bob',
  club: null,
  live: {
    url: 'friday-knockout',
    status: 'started',
    players: 5,
    standings: [],
    page: 1,
    pages: 1,
    podium: [],
    bracket: BRACKET,
  },
  me: { paused: false, withdrawn: false, gameId: null },
  joinRefusal: null,
};

const matchesOf = (round: HTMLElement) =>
  within(round)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the knockout bracket', () => {
  withFakeSockets();

  it('draws the rounds as labelled lists of matches, updated by the socket', async () => {
    const api = fakeApi({ [`GET ${TOURNAMENTS_API.one('friday-knockout')}`]: { body: VIEW } });
    renderApp('/tournament/friday-knockout', { api, ...asAlice });
    const scroller = await screen.findByRole(
      'region',
      { name: 'Bracket rounds (scrolls sideways)' },
      timeout,
    );
    // The scrolling part takes focus, so the keyboard can scroll it.
    expect(scroller.tabIndex).toBe(0);
    expect(screen.getByText('Matches of 2 games, then a tie-break', { selector: 'p' })).toBeTruthy();
    const rounds = within(scroller).getAllByRole('list', { name: /Quarter-finals|Semi-finals|Final/ });
    expect(rounds.map((r) => r.getAttribute('aria-labelledby') && r.previousSibling?.textContent)).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    expect(matchesOf(rounds[0]!)).toEqual([
      '1Alice (through)0ByeThrough on a bye',
      '4Dan05Eve0Watch the game',
      '2Bob (through)0ByeThrough on a bye',
      '3Cat (through)0ByeThrough on a bye',
    ]);
    expect(matchesOf(rounds[2]!)).toEqual(['To be decidedTo be decided']);
    expect(screen.getByRole('link', { name: 'Watch the game' }).getAttribute('href')).toBe('/game/abcdefgh');
    // A knockout has no pause; its rules say what the tie-break is.
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.getByText(/one Armageddon game at the same time control/)).toBeTruthy();

    act(() => FakeWebSocket.last.open());
    const decided: KnockoutBracketView = {
      ...BRACKET,
      rounds: [
        BRACKET.rounds[0]!.map((m) =>
          m.id === 'r1m2' ? { ...m, gameId: null, decided: { winner: 'Eve', by: 'walkover' as const } } : m,
        ),
        [
          match('r2m1', { a: player('Alice', 1), b: player('Eve', 5), gameId: 'bcdefghi' }),
          BRACKET.rounds[1]![1]!,
        ],
        BRACKET.rounds[2]!,
      ],
    };
    act(() => FakeWebSocket.last.receive({ t: 'tournament', live: { ...VIEW.live, bracket: decided } }));
    const updated = within(
      screen.getByRole('region', { name: 'Bracket rounds (scrolls sideways)' }),
    ).getAllByRole('list', { name: /Quarter-finals|Semi-finals|Final/ });
    expect(matchesOf(updated[0]!)[1]).toBe('4Dan05Eve (through)0Walkover');
    expect(matchesOf(updated[1]!)[0]).toBe('1Alice05Eve0Watch the game');
  });

  it('marks the tie-break and the champion once over', async () => {
    const final = match('r1m1', {
      a: player('Alice', 1),
      b: player('Bob', 2),
      scoreA: 1,
      scoreB: 1,
      results: ['a', 'b', 'draw'],
      decided: { winner: 'Alice', by: 'tiebreak' },
    });
    const api = fakeApi({
      [`GET ${TOURNAMENTS_API.one('friday-knockout')}`]: {
        body: {
          ...VIEW,
          status: 'finished',
          live: { ...VIEW.live, status: 'finished', bracket: { games: 2, rounds: [[final]] } },
        },
      },
    });
    renderApp('/tournament/friday-knockout', { api, ...asAlice });
    const scroller = await screen.findByRole(
      'region',
      { name: 'Bracket rounds (scrolls sideways)' },
      timeout,
    );
    const [only] = within(scroller).getAllByRole('list', { name: 'Final' });
    expect(matchesOf(only!)).toEqual(['1Alice (through)12Bob1Decided by the Armageddon tie-break']);
  });
});
