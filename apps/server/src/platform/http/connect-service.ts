import {
  Code,
  ConnectError,
  type ConnectRouter,
  createContextKey,
  type HandlerContext,
  type Interceptor,
} from '@connectrpc/connect';
import { fastifyConnectPlugin } from '@connectrpc/connect-fastify';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

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
 * Registers a Connect service (Connect JSON and binary, gRPC-web) under `prefix`. Connect reads the
 * body itself, past Fastify's parsers and body limit, so both are set here for every service:
 * bodies over the app's body limit are refused, and the caller is checked in Connect's request
 * gate, before any byte of the body is read; a refusal is `unauthenticated` in the caller's protocol.
 */
export async function registerConnectService(
  app: FastifyInstance,
  prefix: string,
  routes: (router: ConnectRouter) => void,
  auth: ConnectAuth,
): Promise<void> {
  await app.register(fastifyConnectPlugin, {
    prefix,
    routes,
    grpcWeb: true,
    connect: true,
    grpc: false,
    readMaxBytes: app.initialConfig.bodyLimit,
    async requestGate(context) {
      const caller = await auth.authenticate(context.requestHeader.get('authorization'));
      if (!caller) throw new ConnectError(auth.refusal, Code.Unauthenticated);
      context.values.set(CALLER, caller);
    },
    interceptors: [appErrorsAsConnectErrors],
  });
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

const appErrorsAsConnectErrors: Interceptor = (next) => async (request) => {
  try {
    return await next(request);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new ConnectError(error.message, CODE_OF_STATUS[error.status] ?? Code.Internal);
  }
};
