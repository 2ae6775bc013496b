import type { ChallengeView, ServerMessage } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { siteOrigin } from '../../platform/http/site-origin';
import { playerChannel } from '../play';
import { type ApiEventMessage, apiEventsChannel } from './api-events';
import { playerOfCaller, requireScope } from './api-guard';
import type { BoardApiRouteDeps } from './board-api.deps';
import { challengeJson, gameEventInfo } from './lichess-present';

/** Current games the stream opens with, at most. */
const OPEN_GAMES_MAX = 50;

/**
 * `GET /api/stream/event`: the caller's games starting and ending (their api-events channel) and
 * their challenges as they change (their player channel), from whichever node; on opening, the
 * games being played and the pending challenges first.
 */
export function eventStreamRoute(api: FastifyInstance, config: Config, deps: BoardApiRouteDeps): void {
  api.get('/api/stream/event', async (request, reply) => {
    const caller = requireScope(request, 'challenge:read', 'bot:play', 'board:play');
    const player = playerOfCaller(caller);
    const site = siteOrigin(config, request);
    const stream = deps.streams.open(request, reply);
    const now = () => deps.clock.now().getTime();
    /** Games announced as started on this stream: each once, whichever way it is heard of. */
    const started = new Set<string>();
    let queue = Promise.resolve();
    const inOrder = (work: () => Promise<void>) => {
      queue = queue
        .then(work)
        .catch((error) => request.log.warn({ err: error }, 'event stream update failed'));
    };

    async function game(type: 'gameStart' | 'gameFinish', gameId: string): Promise<void> {
      if (type === 'gameStart' && started.has(gameId)) return;
      const view = await deps.play.games.view(gameId, player);
      if (!view?.you) return;
      if (type === 'gameStart') started.add(gameId);
      stream.send({ type, game: gameEventInfo(view, view.you, now()) });
    }

    /** Each state of a challenge once (the opening list and a push may both carry it). */
    const told = new Set<string>();
    function challenge(view: ChallengeView): void {
      const seen = `${view.id}:${view.status}`;
      if (told.has(seen)) return;
      told.add(seen);
      const json = challengeJson(view, site);
      if (view.status === 'pending') stream.send({ type: 'challenge', challenge: json });
      else if (view.status === 'declined') stream.send({ type: 'challengeDeclined', challenge: json });
      else if (view.status === 'cancelled') stream.send({ type: 'challengeCanceled', challenge: json });
    }

    const subscriptions = [
      deps.bus.subscribe(apiEventsChannel(caller.user.userId), (raw) => {
        const message = raw as ApiEventMessage;
        inOrder(() => game(message.t, message.gameId));
      }),
      deps.bus.subscribe(playerChannel(player), (raw) => {
        const message = raw as ServerMessage;
        if (message.t === 'challenge') inOrder(async () => challenge(message.challenge));
      }),
    ];
    stream.onClose(() => {
      for (const subscribed of subscriptions) {
        subscribed
          .then((unsubscribe) => unsubscribe())
          .catch((error) => request.log.warn({ err: error }, 'event stream unsubscribe failed'));
      }
    });
    // Heard before the opening is read: nothing that happens meanwhile is lost.
    try {
      await Promise.all(subscriptions);
    } catch (error) {
      request.log.warn({ err: error }, 'event stream subscribe failed');
      stream.end();
      return;
    }
    inOrder(async () => {
      const ids = await deps.play.activity.liveGamesOf(caller.user.userId, OPEN_GAMES_MAX);
      for (const id of ids) await game('gameStart', id);
      const { incoming, outgoing } = await deps.play.challenges.list(player);
      for (const view of [...incoming, ...outgoing]) challenge(view);
    });
  });
}
