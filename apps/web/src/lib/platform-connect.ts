import { Code, ConnectError, type Interceptor, type Transport } from '@connectrpc/connect';
import { createConnectTransport, createGrpcWebTransport } from '@connectrpc/connect-web';
import { HTTP } from '@kingside/contract';
import type { PlatformToken } from './platform-token';

/**
 * Connect interceptor for the platform RPC services: the bearer token and client-identity header
 * on every call, and on `unauthenticated` (gRPC-web reports it inside an HTTP 200) the same shared
 * refresh as axios, then one retry.
 */
export function platformInterceptor(token: PlatformToken, clientIdentity: string): Interceptor {
  return (next) => async (request) => {
    const used = await token.current();
    request.header.set('Authorization', `Bearer ${used}`);
    request.header.set(HTTP.clientIdentityHeader, clientIdentity);
    try {
      return await next(request);
    } catch (error) {
      if (ConnectError.from(error).code !== Code.Unauthenticated) throw error;
      request.header.set('Authorization', `Bearer ${await token.refresh(used)}`);
      return next(request);
    }
  };
}

export interface PlatformTransportOptions {
  baseUrl: string;
  token: PlatformToken;
  clientIdentity: string;
  /** §7: the Connect protocol (JSON by default, binary optional) or gRPC-web (always binary). */
  protocol?: 'connect' | 'grpc-web';
  binary?: boolean;
  fetch?: typeof globalThis.fetch;
}

export function createPlatformTransport(options: PlatformTransportOptions): Transport {
  const common = {
    baseUrl: options.baseUrl,
    interceptors: [platformInterceptor(options.token, options.clientIdentity)],
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  if (options.protocol === 'grpc-web') return createGrpcWebTransport(common);
  // §7: side-effect-free methods (marked so in the descriptors) go as GET.
  return createConnectTransport({ ...common, useBinaryFormat: options.binary ?? false, useHttpGet: true });
}
