import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {} from '@fastify/websocket';
import {
  type ClientMessage,
  type ServerMessage,
  SOCKET_LIMITS,
  SOCKET_PATH,
  type SocketErrorCode,
} from '@kingside/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../../../platform/clock';
import type { RouteContext } from '../../../platform/http/context';
import { createOriginCheck } from '../../../platform/http/origin';
import { guestIdOf } from '../../../platform/session/session.plugin';
import type { Abandonment } from '../abandonment';
import type { GameService } from '../game.service';
import type { Lobby } from '../lobby.service';
import type { Seeker } from '../lobby-seekers';
import { PLAY_MESSAGES, PlayError } from '../play-error';
import { playerOf } from '../player';
import type { Presence } from '../presence';
import { parseClientMessage } from './client-message';
import type { ClubChatPort } from './club-chat-port';
import type { ClubGamesPort } from './club-games-port';
import type { GameChatPort } from './game-chat-port';
import type { GameHub, HubConnection } from './game-hub';
import type { PlayerHub } from './player-hub';
import { createSocketCaps } from './socket-caps';
import { createSocketSender, textFrame } from './socket-sender';
import type { TournamentFollows } from './tournament-follows';

export interface SocketDeps {
  games: GameService;
  lobby: Lobby;
  hub: GameHub;
  players: PlayerHub;
  presence: Presence;
  abandonment: Abandonment;
  /** The games' chat (modules/messages, wired in app.ts). */
  chat: GameChatPort;
  /** Tournament pages' live standings (modules/tournaments, wired in app.ts). */
  tournaments: TournamentFollows;
  /** Club chat rooms (modules/clubs, wired in app.ts). */
  clubChat: ClubChatPort;
  /** Club pages' live games (modules/clubs, wired in app.ts). */
  clubGames: ClubGamesPort;
}

/** Policy-violation close code: over the rate limit, or a message over the size limit. */
export const CLOSE_POLICY = 1008;

/** Token bucket on the platform clock: `burst` at once, refilled at `messagesPerSecond`. */
function createBucket(clock: Clock) {
  let tokens: number = SOCKET_LIMITS.burst;
  let at = clock.now().getTime();
  return () => {
    const now = clock.now().getTime();
    tokens = Math.min(SOCKET_LIMITS.burst, tokens + ((now - at) / 1000) * SOCKET_LIMITS.messagesPerSecond);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

let nextConnectionId = 0;

/** `GET /socket`: one socket per tab, for the lobby and every game the tab follows. */
export function playSocketRoutes(app: FastifyInstance, ctx: RouteContext, deps: SocketDeps): void {
  // A browser page from another site must not drive a player's socket with their cookie.
  const origins = createOriginCheck(ctx.config);
  const caps = createSocketCaps();
  app.get(SOCKET_PATH, { websocket: true, preValidation: origins.always }, (socket, request) => {
    releaseUpgrade(socket, request);
    const uncount = caps.admit(socket, request.viewer.session?.idHash ?? null, request.ip);
    // Staff impersonating a member watch as nobody: moves and seeks would be state saved for the member (§4).
    const player = request.viewer.impersonator
      ? null
      : playerOf(request.viewer.user, guestIdOf(request.viewer));
    const connectionId = ++nextConnectionId;
    socket.on('error', (error) => {
      ctx.logger.error({ err: error, conn: connectionId }, 'socket failed');
      socket.terminate();
    });
    const sendFrame = createSocketSender(socket);
    const conn: HubConnection & { lagMs: number } = {
      id: connectionId,
      player,
      lagMs: 0,
      send: (message: ServerMessage) => sendFrame(textFrame(JSON.stringify(message))),
      sendText: (text) => sendFrame(textFrame(text)),
      sendFrame,
    };
    deps.players.attach(conn);
    if (player) void deps.presence.connect(player);
    const take = createBucket(ctx.clock);
    // Commands run one after another per socket; pings are answered at once.
    const waiting: ClientMessage[] = [];
    let running = false;
    const run = async (command: ClientMessage) => {
      running = true;
      try {
        await handle(conn, command, deps);
      } catch (error) {
        if (error instanceof PlayError)
          fail(conn, error.code, error.message, refOf(command), gameOf(command));
        else {
          ctx.logger.error({ err: error, conn: conn.id }, 'socket command failed');
          fail(conn, 'internal', 'Something went wrong. Please try again.', refOf(command), gameOf(command));
        }
      } finally {
        const next = waiting.shift();
        if (next) void run(next);
        else running = false;
        // A watch or seek that finished after the socket closed must not outlive it.
        if (closed) leave();
      }
    };

    socket.on('message', (data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean) => {
      const bytes = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      if (bytes.length > SOCKET_LIMITS.maxMessageBytes) return socket.close(CLOSE_POLICY, 'message too big');
      if (!take()) return socket.close(CLOSE_POLICY, 'too many messages');
      const message = parseClientMessage(isBinary ? null : bytes.toString('utf8'));
      if ('bad' in message) return fail(conn, 'malformed', message.bad, message.ref);
      if (message.ok.t === 'ping') {
        if (message.ok.lag !== undefined) conn.lagMs = message.ok.lag;
        return conn.send({ t: 'pong', at: ctx.clock.now().getTime() });
      }
      if (running) waiting.push(message.ok);
      else void run(message.ok);
    });

    let closed = false;
    const leave = () => {
      deps.hub.drop(conn);
      deps.players.detach(conn);
      void deps.lobby.cancel(conn.id);
      deps.lobby.unfollow(conn.id);
      deps.tournaments.unfollow(conn.id);
      deps.clubChat.leave(conn.id);
      deps.clubGames.unfollow(conn.id);
    };
    socket.on('close', () => {
      closed = true;
      uncount();
      leave();
      if (player) void deps.presence.disconnect(player);
    });
  });
}

/**
 * Lets the upgrade's HTTP objects go once the socket is open. Otherwise an idle socket keeps them
 * for its whole life (about 4 KB each, measured with heap snapshots): the TCP socket holds the
 * upgrade's response and through it the request (headers, raw headers), and @fastify/websocket's
 * error listener holds Fastify's request and reply (its logger child, the viewer's session). That
 * listener is replaced by the route's own; the handler reads what it needs of `request` at once.
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  socket.removeAllListeners('error');
  const tcp = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
}

const refOf = (m: ClientMessage) => ('ref' in m ? m.ref : undefined);
const gameOf = (m: ClientMessage) => ('gameId' in m ? m.gameId : undefined);

function fail(
  conn: HubConnection,
  code: SocketErrorCode,
  message: string,
  ref?: number,
  gameId?: string,
): void {
  conn.send({
    t: 'error',
    code,
    message,
    ...(ref !== undefined ? { ref } : {}),
    ...(gameId !== undefined ? { gameId } : {}),
  });
}

async function handle(
  conn: HubConnection & { lagMs: number },
  m: ClientMessage,
  deps: SocketDeps,
): Promise<void> {
  const ack = () => {
    if ('ref' in m && m.ref !== undefined) conn.send({ t: 'ack', ref: m.ref });
  };
  switch (m.t) {
    case 'ping':
      return;
    case 'watch': {
      await deps.hub.watch(conn, m.gameId, m.since);
      const { room, lines } = await deps.chat.history(conn.player, m.gameId);
      return conn.send({ t: 'chat.history', gameId: m.gameId, room, lines });
    }
    case 'chat':
      await deps.chat.say(conn.player, m.gameId, m.text);
      return ack();
    case 'unwatch':
      return deps.hub.unwatch(conn, m.gameId);
    case 'seek': {
      const { pool: poolId, tc, rated, color, ratingRange } = m;
      const pool = await deps.lobby.seek(seekerOf(conn), { pool: poolId, tc, rated, color, ratingRange });
      conn.send({ t: 'seeking', pool });
      ack();
      deps.lobby.nudge();
      return;
    }
    case 'cancelSeek':
      await deps.lobby.cancel(conn.id);
      return ack();
    case 'lobby':
      if (m.subscribe) await deps.lobby.follow(conn, conn.player);
      else deps.lobby.unfollow(conn.id);
      return ack();
    case 'tournament':
      if (m.subscribe) await deps.tournaments.follow(conn, m.url);
      else deps.tournaments.unfollow(conn.id, m.url);
      return ack();
    case 'clubChat.join':
      if (m.subscribe) await deps.clubChat.join(conn, m.slug);
      else deps.clubChat.leave(conn.id, m.slug);
      return ack();
    case 'clubChat.say':
      await deps.clubChat.say(conn, m.slug, m.text);
      return ack();
    case 'clubGames':
      if (m.subscribe) await deps.clubGames.follow(conn, m.slug);
      else deps.clubGames.unfollow(conn.id, m.slug);
      return ack();
    case 'acceptSeek':
      await deps.lobby.accept(seekerOf(conn), m.seekId);
      return ack();
    case 'claimVictory': {
      const opponentGone = await deps.abandonment.opponentGone(m.gameId, needPlayer(conn));
      await deps.games.act(m.gameId, needPlayer(conn), { t: 'claimVictory', opponentGone });
      return ack();
    }
    case 'move':
      await deps.games.act(
        m.gameId,
        needPlayer(conn),
        { t: 'move', uci: m.uci, version: m.version },
        conn.lagMs,
      );
      return ack();
    case 'resign':
    case 'abort':
    case 'berserk':
      await deps.games.act(m.gameId, needPlayer(conn), { t: m.t });
      return ack();
    case 'draw': {
      const player = needPlayer(conn);
      const opponentGone = m.action === 'claim' && (await deps.abandonment.opponentGone(m.gameId, player));
      await deps.games.act(m.gameId, player, { t: 'draw', action: m.action, opponentGone });
      return ack();
    }
    case 'takeback':
      await deps.games.act(m.gameId, needPlayer(conn), { t: m.t, action: m.action });
      return ack();
  }
}

/** The socket as a seeker: pairings come back to it. */
function seekerOf(conn: HubConnection): Seeker {
  return {
    player: needPlayer(conn),
    owner: conn.id,
    onPaired: (gameId) => conn.send({ t: 'paired', gameId }),
    onError: () => fail(conn, 'internal', 'The game could not be created. Please seek again.'),
  };
}

function needPlayer(conn: HubConnection) {
  if (!conn.player) throw new PlayError('not_a_player', PLAY_MESSAGES.no_identity);
  return conn.player;
}
