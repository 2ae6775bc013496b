import type { SocketErrorCode } from '@kingside/contract';

/** A refused game action: the socket answers `{t:'error', code}`, HTTP maps it to a status. */
export class PlayError extends Error {
  constructor(
    readonly code: SocketErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PlayError';
  }
}

export const PLAY_MESSAGES = {
  not_found: 'There is no such game.',
  not_a_player: 'Only the players of this game can do that.',
  not_your_turn: 'It is not your turn.',
  illegal_move: 'That move is not legal here.',
  stale_version: 'The game moved on: reload it and try again.',
  game_over: 'The game is over.',
  abort_too_late: 'A game can be aborted only before each side has moved.',
  abort_instead: 'Until each side has moved, a game can be aborted but not resigned.',
  no_offer: 'There is no offer to answer.',
  no_claim: 'There is no draw to claim in this position.',
  nothing_to_take_back: 'There is no move to take back.',
  offer_pending: 'You already made that offer.',
  own_offer: 'You cannot answer your own offer.',
  guests_unrated: 'Guests play casual games only. Log in to play rated.',
  no_identity: 'Open the site first, so the game knows who you are.',
  unknown_pool: 'There is no such pool.',
  bad_time_control: 'A game needs some time on the clock at the start.',
  not_available: 'That is not available yet.',
  seek_gone: 'That seek is gone: someone else took it, or its player left.',
  own_seek: 'That is your own seek.',
  blocked: 'You cannot play this member.',
  no_lobby: 'Bot accounts play through the Bot API, not the lobby.',
  out_of_range: 'Your rating is outside the rating range this seek asks for.',
  opponent_here: 'Your opponent is still connected, or left only moments ago.',
  berserk_not_arena: 'Only arena games allow berserk.',
  berserk_too_late: 'Berserk is possible only before your first move.',
  berserk_already: 'You already went berserk in this game.',
  too_many_watches: 'This tab follows too many games: stop watching one first.',
} as const;
