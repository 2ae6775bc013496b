import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from './testing/fake-socket';
import { lobbySeek } from './testing/fixtures';

async function openLobby(options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/play', options);
  await screen.findByRole('heading', { name: 'Play chess' });
  act(() => FakeWebSocket.last.open());
  return app;
}

/** A custom seek's colour and rating range: the lobby's form (CustomSeekForm) and list (SeekList). */
describe('seek terms in the lobby', () => {
  withFakeSockets();

  it('asks for a colour with three kings and a rating range, keyboard first, and sends both', async () => {
    const { user } = await openLobby({ context: pageContext({ current: memberPayload('alice') }) });
    const ws = FakeWebSocket.last;
    const colours = screen.getByRole('group', { name: 'Your colour' });
    const radios = within(colours).getAllByRole('radio');
    expect(
      radios.map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent),
    ).toEqual(['White', 'Random side', 'Black']);
    expect((screen.getByRole('radio', { name: 'Random side' }) as HTMLInputElement).checked).toBe(true);
    expect(colours.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);

    // Before the lobby tells the player's ratings, the range reads as offsets.
    const range = screen.getByRole('group', { name: 'Rating range' });
    expect(range.textContent).toContain('Opponents from −500 to +500 around your rating');
    act(() =>
      ws.receive({
        t: 'lobby.seeks',
        seeks: [],
        ratings: { bullet: 1400, blitz: 1600, rapid: 1700, classical: 1800 },
      }),
    );
    expect(range.textContent).toContain('Opponents rated 1100 to 2100');
    const below = screen.getByLabelText('Lowest opponent rating, below yours') as HTMLInputElement;
    const above = screen.getByLabelText('Highest opponent rating, above yours') as HTMLInputElement;
    expect([below.min, below.max, below.step, above.min, above.max, above.step]).toEqual([
      '-500',
      '0',
      '50',
      '0',
      '500',
      '50',
    ]);
    fireEvent.input(below, { target: { value: '-200' } });
    fireEvent.input(above, { target: { value: '150' } });
    expect(below.getAttribute('aria-valuetext')).toBe('−200 (1400)');
    expect(range.textContent).toContain('Opponents rated 1400 to 1750');
    // 15+0 is rapid: the range follows the rating of that speed.
    await user.selectOptions(screen.getByLabelText('Minutes per side'), '15');
    await user.selectOptions(screen.getByLabelText('Increment in seconds'), '0');
    expect(range.textContent).toContain('Opponents rated 1500 to 1850');

    screen.getByRole('radio', { name: 'Black' }).focus();
    await user.keyboard(' ');
    expect((screen.getByRole('radio', { name: 'Black' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Seek a game' }));
    expect(ws.messages.at(-1)).toEqual({
      t: 'seek',
      tc: { initial: 900, increment: 0 },
      rated: true,
      color: 'black',
      ratingRange: { min: -200, max: 150 },
    });
  });

  it('shows each open game’s colour and range, and disables Join with the reason where it leaves you out', async () => {
    const { user } = await openLobby({ context: pageContext({ current: memberPayload('alice') }) });
    const ws = FakeWebSocket.last;
    act(() =>
      ws.receive({
        t: 'lobby.seeks',
        seeks: [
          lobbySeek({ color: 'white', ratingRange: { min: 1500, max: 1900 } }),
          lobbySeek({
            id: 'seek0002',
            username: 'Dmitri',
            color: 'black',
            ratingRange: { min: 1650, max: 2000 },
          }),
          lobbySeek({ id: 'seek0003', username: 'Erin' }),
        ],
        ratings: { bullet: 1500, blitz: 1600, rapid: 1500, classical: 1500 },
      }),
    );
    const table = screen.getByRole('table', { name: 'Open games' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toContain('Colour');
    expect(headers).toContain('Rating range');
    const carol = within(table).getByRole('row', { name: /Carol/ });
    expect(carol.textContent).toContain('Plays white');
    expect(carol.textContent).toContain('1500–1900');
    const erin = within(table).getByRole('row', { name: /Erin/ });
    expect(erin.textContent).toContain('Random side');
    expect(erin.textContent).toContain('Any');

    const dmitri = screen.getByRole('button', { name: 'Join Dmitri’s game' }) as HTMLButtonElement;
    expect(dmitri.disabled).toBe(true);
    const why = 'You cannot join: your rating of 1600 is outside its range.';
    expect(document.getElementById(dmitri.getAttribute('aria-describedby')!)?.textContent).toBe(why);
    expect(dmitri.title).toBe(why);
    expect(within(table).getByRole('row', { name: /Dmitri/ }).className).toBe('is-unavailable');
    const join = screen.getByRole('button', { name: 'Join Carol’s game' }) as HTMLButtonElement;
    expect(join.disabled).toBe(false);
    expect(join.getAttribute('aria-describedby')).toBeNull();

    // The server has the last word: a refusal reads as the range, not as a generic failure.
    await user.click(join);
    act(() => ws.receive({ t: 'error', code: 'seek_incompatible', message: 'Out of range.' }));
    expect(screen.getByRole('alert').textContent).toBe('Your rating is outside that game’s rating range.');
  });

  it('disables Join on rated games for guests', async () => {
    await openLobby();
    act(() =>
      FakeWebSocket.last.receive({
        t: 'lobby.seeks',
        seeks: [lobbySeek(), lobbySeek({ id: 'seek0002', username: 'Dmitri', rated: false })],
        ratings: { bullet: 1500, blitz: 1500, rapid: 1500, classical: 1500 },
      }),
    );
    const carol = screen.getByRole('button', { name: 'Join Carol’s game' }) as HTMLButtonElement;
    expect(carol.disabled).toBe(true);
    expect(carol.title).toBe('You cannot join: guests play casual games only.');
    expect((screen.getByRole('button', { name: 'Join Dmitri’s game' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
