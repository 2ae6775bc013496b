import {
  Code,
  ConnectError,
  type ConnectRouter,
  type ConnectRouterOptions,
  type ContextValues,
  createConnectRouter,
  createContextKey,
  type HandlerContext,
  type Interceptor,
} from '@connectrpc/connect';
import type { UniversalHandler } from '@connectrpc/connect/protocol';
import * as protoConnect from '@connectrpc/connect/protocol-connect';
import * as protoGrpc from '@connectrpc/connect/protocol-grpc';
import * as protoGrpcWeb from '@connectrpc/connect/protocol-grpc-web';
import {
  compressionBrotli,
  compressionGzip,
  universalResponseToNodeResponse,
} from '@connectrpc/connect-node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import {
  goneController,
  type JsonWriters,
  serveUnary,
  type UnaryMethod,
  type UnaryServing,
  unaryCallOf,
  unaryMethods,
  unaryServing,
} from './connect-unary';

/** Who may call: the caller behind the `Authorization` header, or null to refuse the call. */
export interface ConnectAuth {
  authenticate(authorization: string | null): Promise<unknown | null>;
  /** What an `unauthenticated` refusal tells the client to do. */
  refusal: string;
}

const CALLER = createContextKey<unknown>(null, { description: 'the authenticated caller' });

/** The caller the request gate let in; handlers cast it to what their `ConnectAuth` returns. */
export function connectCaller(context: HandlerContext): unknown {
  return context.values.get(CALLER);
}

/**
 * Connect ends every call by aborting its context; without a reason, each abort would build a
 * DOMException (capturing a stack trace) that nobody reads. One made once says the same.
 */
const CALL_ENDED = new DOMException('The call has ended.', 'AbortError');

/**
 * Registers a Connect service (Connect JSON and binary, gRPC-web) under `prefix`. Connect reads the
 * body itself, past Fastify's parsers and body limit, so both are set here for every service:
 * bodies over the app's body limit are refused, and the caller is checked in Connect's request
 * gate, before any byte of the body is read; a refusal is `unauthenticated` in the caller's protocol.
 * Fastify hands each call to Connect here (as `@connectrpc/connect-fastify` would) without its
 * per-call abort signals: a call's signal is aborted only when its client goes away before the answer.
 * A plain unary Connect call (POST, JSON or binary, no request compression, no deadline: what
 * browsers and platform clients send) is answered by connect-unary.ts, as Connect would answer it.
 */
export async function registerConnectService(
  app: FastifyInstance,
  prefix: string,
  routes: (router: ConnectRouter) => void,
  auth: ConnectAuth,
  jsonWriters?: JsonWriters,
): Promise<void> {
  const options: ConnectRouterOptions = {
    grpcWeb: true,
    connect: true,
    grpc: false,
    acceptCompression: [compressionGzip, compressionBrotli],
    readMaxBytes: app.initialConfig.bodyLimit,
    async requestGate(context) {
      // The gate is handed the context's controller, which ends the call.
      const call = context as HandlerContext & { abort(reason?: unknown): void };
      const abort = call.abort;
      call.abort = (reason = CALL_ENDED) => abort(reason);
      await admit(context.requestHeader.get('authorization'), context.values);
    },
    interceptors: [appErrorsAsConnectErrors],
  };
  async function admit(authorization: string | null, values: ContextValues): Promise<void> {
    const caller = await auth.authenticate(authorization);
    if (!caller) throw new ConnectError(auth.refusal, Code.Unauthenticated);
    values.set(CALLER, caller);
  }
  const router = createConnectRouter(options);
  // Plain unary calls are served without Connect's generic plumbing (connect-unary.ts).
  const serving = unaryServing(options, admit, connectErrorOf, jsonWriters);
  const unary = new Map<string, UnaryMethod>();
  routes({
    handlers: router.handlers,
    service(service, impl, serviceOptions) {
      if (!serviceOptions) for (const entry of unaryMethods(serving, service, impl)) unary.set(...entry);
      return router.service(service, impl, serviceOptions);
    },
    rpc(method, impl, rpcOptions) {
      return router.rpc(method, impl, rpcOptions);
    },
  } as ConnectRouter);
  await app.register(
    async (scope) => {
      // Connect reads bodies itself: Fastify leaves these alone (in this scope only).
      const leave = (
        _request: FastifyRequest,
        _payload: unknown,
        done: (error: null, body: undefined) => void,
      ) => done(null, undefined);
      scope.addContentTypeParser(CONNECT_CONTENT_TYPES, leave);
      for (const pattern of CONNECT_CONTENT_PATTERNS) scope.addContentTypeParser(pattern, leave);
      for (const handler of router.handlers) {
        const method = unary.get(handler.requestPath);
        const plain = method && { serving, method };
        scope.all(handler.requestPath, (request, reply) => serveCall(handler, request, reply, plain));
      }
    },
    { prefix },
  );
}

const CONNECT_CONTENT_TYPES = [
  protoConnect.contentTypeUnaryJson,
  protoConnect.contentTypeStreamJson,
  protoGrpcWeb.contentTypeProto,
  protoGrpcWeb.contentTypeJson,
  protoGrpc.contentTypeProto,
  protoGrpc.contentTypeJson,
];
const CONNECT_CONTENT_PATTERNS = [
  protoGrpc.contentTypeRegExp,
  protoGrpcWeb.contentTypeRegExp,
  protoConnect.contentTypeRegExp,
];

async function serveCall(
  handler: UniversalHandler,
  request: FastifyRequest,
  reply: FastifyReply,
  unary?: { serving: UnaryServing; method: UnaryMethod },
) {
  const { raw } = request;
  const response = reply.raw;
  try {
    const format = unary ? unaryCallOf(raw) : null;
    if (unary && format) {
      // Headers the app's hooks set (security headers) go out with the answer.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      return await serveUnary(unary.serving, unary.method, format, raw, response);
    }
    const header = new Headers();
    for (let i = 0; i < raw.rawHeaders.length; i += 2)
      header.append(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
    const answer = await handler({
      httpVersion: raw.httpVersion,
      method: raw.method ?? '',
      url: `http://${raw.headers.host ?? 'localhost'}${raw.url ?? ''}`,
      header,
      body: raw,
      signal: goneController(raw, response).signal,
    });
    // Headers the app's hooks set (security headers) live on the reply until it is sent.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    await universalResponseToNodeResponse(answer, response);
  } catch (error) {
    // A client gone mid-answer: there is no one left to tell.
    if (ConnectError.from(error).code !== Code.Aborted) {
      request.log.error({ err: error, rpc: handler.method.name }, 'Connect call failed');
    }
  }
}

/** The house's errors, thrown by shared checks (scopes, impersonation), in Connect's terms. */
const CODE_OF_STATUS: Record<number, Code> = {
  400: Code.InvalidArgument,
  401: Code.Unauthenticated,
  403: Code.PermissionDenied,
  404: Code.NotFound,
  409: Code.Aborted,
  413: Code.ResourceExhausted,
  429: Code.ResourceExhausted,
  503: Code.Unavailable,
};

/** An AppError as the ConnectError it stands for; anything else as it is. */
function connectErrorOf(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new ConnectError(error.message, CODE_OF_STATUS[error.status] ?? Code.Internal);
}

const appErrorsAsConnectErrors: Interceptor = (next) => async (request) => {
  try {
    return await next(request);
  } catch (error) {
    throw connectErrorOf(error);
  }
};
