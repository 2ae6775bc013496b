import { type Color, type DrawAction, opposite, type TakebackAction } from '@kingside/contract';
import { type ClockState, claimableDraw, stopClock, turnOf } from './core';
import { clockColumns, clockEvent } from './game-clock';
import { type Decision, deadlineOf, end, type LiveGame, loadGame } from './game-state';
import { keepMoveClocks } from './move-clocks';
import { PLAY_MESSAGES, PlayError } from './play-error';

/** Draw offers and claims, takeback proposals: each answer is one event (or the end). */
const offer = (kind: 'drawOffer' | 'takebackOffer', by: Color | null, now: Date): Decision => ({
  patch: { [kind]: by, updatedAt: now },
  events: [{ kind, by }],
});

export function drawDecision(
  game: LiveGame,
  clock: ClockState,
  me: Color,
  action: DrawAction,
  now: Date,
): Decision {
  const pending = game.row.drawOffer;
  const them = opposite(me);
  switch (action) {
    case 'offer':
      if (pending === them) return end(game, clock, now, 'draw', null, 'agreement');
      if (pending === me) throw new PlayError('not_allowed', PLAY_MESSAGES.offer_pending);
      return offer('drawOffer', me, now);
    case 'accept':
      if (pending !== them)
        throw new PlayError('not_allowed', pending === me ? PLAY_MESSAGES.own_offer : PLAY_MESSAGES.no_offer);
      return end(game, clock, now, 'draw', null, 'agreement');
    case 'decline':
      if (pending !== them)
        throw new PlayError('not_allowed', pending === me ? PLAY_MESSAGES.own_offer : PLAY_MESSAGES.no_offer);
      return offer('drawOffer', null, now);
    case 'claim': {
      const claim = turnOf(game.state) === me ? claimableDraw(game.state) : null;
      if (!claim) throw new PlayError('not_allowed', PLAY_MESSAGES.no_claim);
      return end(game, clock, now, 'draw', null, claim);
    }
  }
}

export function takebackDecision(
  game: LiveGame,
  clock: ClockState,
  me: Color,
  action: TakebackAction,
  now: Date,
): Decision {
  const pending = game.row.takebackOffer;
  const them = opposite(me);
  if (action === 'propose' && pending === them) return takeBack(game, clock, them, now);
  if (action === 'propose') {
    if (pending === me) throw new PlayError('not_allowed', PLAY_MESSAGES.offer_pending);
    // Something of mine to take back: white has moved after ply 1, black after ply 2.
    if (game.plies < (me === 'white' ? 1 : 2)) {
      throw new PlayError('not_allowed', PLAY_MESSAGES.nothing_to_take_back);
    }
    return offer('takebackOffer', me, now);
  }
  if (pending !== them)
    throw new PlayError('not_allowed', pending === me ? PLAY_MESSAGES.own_offer : PLAY_MESSAGES.no_offer);
  return action === 'accept' ? takeBack(game, clock, them, now) : offer('takebackOffer', null, now);
}

/** Takes back the proposer's last move (and the reply to it, when there is one). Clocks keep their time. */
function takeBack(game: LiveGame, clock: ClockState, proposer: Color, now: Date): Decision {
  const plies = turnOf(game.state) === proposer ? 2 : 1;
  const kept = game.line.uci.slice(0, game.plies - plies);
  const turn: Color = kept.length % 2 === 0 ? 'white' : 'black';
  const next: ClockState = {
    ...stopClock(clock, now.getTime()),
    plies: kept.length,
    running: kept.length >= 2 ? { color: turn, since: now.getTime() } : null,
  };
  const replayed = loadGame({ ...game.row, moves: kept.join(' ') });
  return {
    patch: {
      moves: kept.join(' '),
      moveClocks: keepMoveClocks(game.row.moveClocks, kept.length),
      ...clockColumns(next, now),
      deadlineAt: deadlineOf(next, now),
      drawOffer: null,
      takebackOffer: null,
      updatedAt: now,
    },
    events: [{ kind: 'takeback', plies, fen: replayed.fen, clock: clockEvent(next, now) }],
  };
}
