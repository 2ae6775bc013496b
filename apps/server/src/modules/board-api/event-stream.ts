import type { ChallengeView, GameView, ServerMessage } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { siteOrigin } from '../../platform/http/site-origin';
import { type GameBusMessage, gameChannel, type PlayerRef, playerChannel } from '../play';
import { callerOf, playerOfCaller } from './api-guard';
import type { BoardApiDeps } from './board-api.deps';
import { challengeJson, gameEventInfo } from './lichess-present';
import { openNdjson } from './ndjson';

/** Current games the stream opens with, at most (lichess: the ongoing games, then challenges). */
const OPEN_GAMES_MAX = 50;

/**
 * `GET /api/stream/event`: gameStart/gameFinish of the caller's games and their challenges as they
 * change, from the person's bus channel (challenges, on every node) and each game's channel (ends).
 */
export function eventStreamRoute(api: FastifyInstance, config: Config, deps: BoardApiDeps): void {
  api.get('/api/stream/event', async (request, reply) => {
    const caller = callerOf(request);
    const player = playerOfCaller(caller);
    const site = siteOrigin(config, request);
    const stream = openNdjson(request, reply);
    const now = () => deps.clock.now().getTime();
    const watched = new Map<string, Promise<() => Promise<void>>>();
    let queue = Promise.resolve();
    const later = (work: () => Promise<void>) => {
      queue = queue
        .then(work)
        .catch((error) => request.log.warn({ err: error }, 'event stream update failed'));
    };

    const view = (id: string) => deps.play.games.view(id, player);
    const info = (game: GameView) => gameEventInfo(game, game.you!, now());

    /** Hears the game's end on its channel; one subscription per game, dropped with the stream. */
    function watch(gameId: string): void {
      if (watched.has(gameId) || stream.closed) return;
      watched.set(
        gameId,
        deps.bus.subscribe(gameChannel(gameId), (raw) => {
          const message = raw as GameBusMessage;
          if (message.t !== 'events' || !message.events.some((e) => e.event.kind === 'end')) return;
          later(async () => {
            const game = await view(gameId);
            if (game?.you) stream.send({ type: 'gameFinish', game: info(game) });
            unwatch(gameId);
          });
        }),
      );
    }
    function unwatch(gameId: string): void {
      const subscribed = watched.get(gameId);
      watched.delete(gameId);
      subscribed?.then((unsubscribe) => unsubscribe()).catch(() => {});
    }

    function onChallenge(challenge: ChallengeView): void {
      later(async () => {
        const json = challengeJson(challenge, site);
        if (challenge.status === 'pending') stream.send({ type: 'challenge', challenge: json });
        else if (challenge.status === 'declined') stream.send({ type: 'challengeDeclined', challenge: json });
        else if (challenge.status === 'cancelled')
          stream.send({ type: 'challengeCanceled', challenge: json });
        else if (challenge.status === 'accepted' && challenge.gameId) {
          const game = await view(challenge.gameId);
          if (!game?.you) return;
          watch(game.id);
          stream.send({ type: 'gameStart', game: info(game) });
        }
      });
    }

    const personal = deps.bus.subscribe(playerChannel(player), (raw) => {
      const message = raw as ServerMessage;
      if (message.t === 'challenge') onChallenge(message.challenge);
    });
    stream.onClose(() => {
      personal.then((unsubscribe) => unsubscribe()).catch(() => {});
      for (const id of [...watched.keys()]) unwatch(id);
    });
    await personal;
    await opening(player);

    /** What is on now: the current games, then the pending challenges both ways. */
    async function opening(me: PlayerRef): Promise<void> {
      const ids = await deps.play.activity.liveGamesOf(caller.user.userId, OPEN_GAMES_MAX);
      for (const id of ids) {
        watch(id);
        const game = await view(id);
        if (game?.you && game.status === 'started') stream.send({ type: 'gameStart', game: info(game) });
      }
      const { incoming, outgoing } = await deps.play.challenges.list(me);
      for (const challenge of [...incoming, ...outgoing]) {
        stream.send({ type: 'challenge', challenge: challengeJson(challenge, site) });
      }
    }
  });
}
