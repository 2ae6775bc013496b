import { BOARD_API_MESSAGES } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import type { BoardApiRouteDeps } from './board-api.deps';
import { seekForm, withoutNulls } from './board-api.schema';
import { apiPlayer } from './game.routes';
import type { NdjsonStream } from './ndjson';

/**
 * The lobby knows a seek's owner by a number unique on this node (a socket's id); API seeks count
 * down from -1, so they never meet a socket's.
 */
let lastOwner = 0;

/**
 * `POST /api/board/seek` (real-time): the seek lives while the response is open; the server ends
 * the response once paired (the game comes on the event stream). `ratingRange` bounds the opponent's
 * rating as lichess's does, absolutely (the web lobby's ranges are offsets around the seeker's).
 */
export function seekRoute(api: FastifyInstance, deps: BoardApiRouteDeps): void {
  api.post('/api/board/seek', async (request, reply) => {
    const form = validate(seekForm, withoutNulls(request.body));
    const { player } = await apiPlayer(request, 'board', deps);
    if (form.variant !== 'standard')
      throw badRequest('bad_request', BOARD_API_MESSAGES.variantNotSupported, 'variant');
    if (form.days !== undefined) {
      // A correspondence seek is an open daily challenge in the daily lobby: it waits without a stream.
      if (form.time !== undefined || form.increment !== undefined) {
        throw badRequest('bad_request', BOARD_API_MESSAGES.clockOrDays, 'days');
      }
      const challenge = await deps.play.challenges.create(player, {
        destination: null,
        tc: { initial: 0, increment: 0 },
        daily: { days: form.days, weekendPause: false },
        lobby: true,
        rated: form.rated,
        color: form.color,
      });
      return { id: challenge.id };
    }
    if (form.time === undefined || form.increment === undefined) {
      throw badRequest('bad_request', 'Send time (minutes) and increment (seconds).');
    }
    const owner = --lastOwner;
    let stream: NdjsonStream | null = null;
    let over = false;
    const finish = () => {
      over = true;
      stream?.end();
    };
    await deps.play.lobby.seek(
      { player, owner, onPaired: finish, onError: finish },
      {
        tc: { initial: Math.round(form.time * 60), increment: form.increment },
        rated: form.rated,
        color: form.color,
        ...(form.ratingRange ? { ratingBounds: form.ratingRange } : {}),
      },
    );
    deps.play.lobby.nudge();
    stream = deps.streams.open(request, reply);
    stream.onClose(() => void deps.play.lobby.cancel(owner));
    if (over) stream.end();
  });
}
