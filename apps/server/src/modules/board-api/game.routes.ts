import { BOARD_API_MESSAGES, type Color } from '@kingside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import type { ApiCaller } from '../api-tokens';
import { type GameBusMessage, gameChannel, type PlayerRef } from '../play';
import { playerOfCaller, requireScope } from './api-guard';
import type { BoardApiRouteDeps } from './board-api.deps';
import { chatForm, gameIdParams, moveParams, moveQuery, yesNoParams } from './board-api.schema';
import { gameFull, gameState } from './lichess-present';

type Api = 'board' | 'bot';

/** The caller as a player of `kind`'s API: its scope, and bots on the Bot API only. */
export async function apiPlayer(
  request: FastifyRequest,
  kind: Api,
  deps: Pick<BoardApiRouteDeps, 'bots'>,
): Promise<{ caller: ApiCaller; player: PlayerRef }> {
  const caller = requireScope(request, kind === 'board' ? 'board:play' : 'bot:play');
  const bot = await deps.bots.isBot(caller.user.userId);
  if (kind === 'board' && bot) throw new AppError('forbidden', 403, BOARD_API_MESSAGES.botCannotBoard);
  if (kind === 'bot' && !bot) throw new AppError('forbidden', 403, BOARD_API_MESSAGES.boardCannotBot);
  return { caller, player: playerOfCaller(caller) };
}

const OK = { ok: true } as const;

/**
 * `/api/board/game/*` and `/api/bot/game/*`: the same commands through play's game service. A bot
 * account plays through the Bot API only, anyone else through the Board API only.
 */
export function gameRoutes(api: FastifyInstance, deps: BoardApiRouteDeps): void {
  async function playerFor(
    request: FastifyRequest,
    kind: Api,
  ): Promise<{ caller: ApiCaller; player: PlayerRef }> {
    const caller = requireScope(request, kind === 'board' ? 'board:play' : 'bot:play');
    const bot = await deps.bots.isBot(caller.user.userId);
    if (kind === 'board' && bot) throw new AppError('forbidden', 403, BOARD_API_MESSAGES.botCannotBoard);
    if (kind === 'bot' && !bot) throw new AppError('forbidden', 403, BOARD_API_MESSAGES.boardCannotBot);
    return { caller, player: playerOfCaller(caller) };
  }

  for (const kind of ['board', 'bot'] as const) {
    const base = `/api/${kind}/game`;

    api.get(`${base}/stream/:gameId`, async (request, reply) => {
      const { gameId } = validate(gameIdParams, request.params);
      const { player } = await playerFor(request, kind);
      const color = await deps.play.games.colorOf(gameId, player);
      if (!color) throw notFound('There is no such game of yours.');
      await streamGame(request, reply, gameId, player, color);
    });

    api.post(`${base}/:gameId/move/:move`, async (request) => {
      const { gameId, move } = validate(moveParams, request.params);
      const { offeringDraw } = validate(moveQuery, request.query);
      const { player } = await playerFor(request, kind);
      const view = await deps.play.games.view(gameId, player);
      if (!view) throw notFound('There is no such game.');
      await deps.play.games.act(gameId, player, { t: 'move', uci: move, version: view.version });
      // The move cleared the opponent's offer (play's rule), so what stands with it is an offer of ours.
      if (offeringDraw) await deps.play.games.act(gameId, player, { t: 'draw', action: 'offer' });
      return OK;
    });

    const simple = {
      resign: { t: 'resign' },
      abort: { t: 'abort' },
      'claim-victory': { t: 'claimVictory', opponentGone: true },
      'claim-draw': { t: 'draw', action: 'claim' },
      // lichess's Board API only: half the clock, no increment, in arena games (play refuses others).
      ...(kind === 'board' ? { berserk: { t: 'berserk' as const } } : {}),
    } as const;
    for (const [path, command] of Object.entries(simple)) {
      api.post(`${base}/:gameId/${path}`, async (request) => {
        const { gameId } = validate(gameIdParams, request.params);
        const { player } = await playerFor(request, kind);
        await deps.play.games.act(gameId, player, command);
        return OK;
      });
    }

    api.post(`${base}/:gameId/draw/:accept`, async (request) => {
      const { gameId, accept } = validate(yesNoParams, request.params);
      const { player } = await playerFor(request, kind);
      const view = await deps.play.games.view(gameId, player);
      if (!view) throw notFound('There is no such game.');
      // lichess: "yes" offers or accepts; "no" declines the opponent's offer.
      const theirs = view.drawOffer !== null && view.drawOffer !== view.you;
      const action = accept === 'yes' ? (theirs ? 'accept' : 'offer') : 'decline';
      await deps.play.games.act(gameId, player, { t: 'draw', action });
      return OK;
    });

    api.post(`${base}/:gameId/takeback/:accept`, async (request) => {
      const { gameId, accept } = validate(yesNoParams, request.params);
      const { player } = await playerFor(request, kind);
      const view = await deps.play.games.view(gameId, player);
      if (!view) throw notFound('There is no such game.');
      const theirs = view.takebackOffer !== null && view.takebackOffer !== view.you;
      const action = accept === 'yes' ? (theirs ? 'accept' : 'propose') : 'decline';
      await deps.play.games.act(gameId, player, { t: 'takeback', action });
      return OK;
    });

    api.post(`${base}/:gameId/chat`, async (request) => {
      const { gameId } = validate(gameIdParams, request.params);
      const { text } = validate(chatForm, request.body);
      const { player } = await playerFor(request, kind);
      if (!deps.chat) throw new AppError('not_found', 404, 'Game chat is not open here.');
      await deps.chat.say(player, gameId, text);
      return OK;
    });
  }

  /**
   * gameFull, then gameState on every change, chatLine, opponentGone; ends with the game. The game's
   * channel is heard before gameFull is read, and changes it already holds are skipped by version.
   */
  async function streamGame(
    request: FastifyRequest,
    reply: FastifyReply,
    gameId: string,
    player: PlayerRef,
    color: Color,
  ): Promise<void> {
    const stream = deps.streams.open(request, reply);
    const now = () => deps.clock.now().getTime();
    let shown = -1;
    let opened!: () => void;
    let queue = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const inOrder = (work: () => Promise<void>) => {
      queue = queue
        .then(() => (stream.closed ? undefined : work()))
        .catch((error) => request.log.warn({ err: error, gameId }, 'game stream update failed'));
    };
    const subscribed = deps.bus.subscribe(gameChannel(gameId), (raw) => {
      const message = raw as GameBusMessage;
      if (message.t === 'events') {
        deps.play.games.observe(gameId, message.events.at(-1)!.version);
        inOrder(async () => {
          const view = await deps.play.games.view(gameId, player);
          if (!view || view.version <= shown) return;
          shown = view.version;
          stream.send(gameState(view, now()));
          if (view.status !== 'started') stream.end();
        });
      } else if (message.t === 'chat') {
        if (message.room !== 'players') return;
        const { username, text } = message.line;
        inOrder(async () => stream.send({ type: 'chatLine', room: 'player', username, text }));
      } else if (message.color !== color) {
        const gone = !message.connected;
        inOrder(async () => stream.send({ type: 'opponentGone', gone }));
      }
    });
    stream.onClose(() => {
      void deps.play.presence.seat(gameId, color, player, false);
      subscribed
        .then((unsubscribe) => unsubscribe())
        .catch((error) => request.log.warn({ err: error, gameId }, 'game stream unsubscribe failed'));
    });
    try {
      await subscribed;
      const view = await deps.play.games.view(gameId, player);
      if (!view) return stream.end();
      shown = view.version;
      stream.send(gameFull(view, now()));
      if (view.status !== 'started') return stream.end();
      // The API player sits at the game while they stream it (abandonment, "playing").
      void deps.play.presence.seat(gameId, color, player, true, deps.play.games.isLive(gameId));
      opened();
    } catch (error) {
      request.log.warn({ err: error, gameId }, 'game stream failed to open');
      stream.end();
    }
  }
}
