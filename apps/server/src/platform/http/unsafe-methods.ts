import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';

/** The state-changing methods (spec §7): the ones the web scope checks for Origin, CSRF and the rest. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['DELETE', 'PATCH', 'POST', 'PUT']);

type AsyncHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type CallbackHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/**
 * A web-scope check that only ever acts on unsafe methods, as a callback hook: a GET, HEAD or
 * OPTIONS goes on at once, where the async hook would cost every such request a promise and a
 * microtask for nothing. Unsafe methods run the check as Fastify runs an async hook: resolved
 * goes on (or stops, when the check has sent the reply), rejected is the request's error.
 */
export function onUnsafeMethods(check: AsyncHook): CallbackHook {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (UNSAFE_METHODS.has(request.method)) check(request, reply).then(() => done(), done);
    else done();
  };
}

export interface UnsafeMethodChecks {
  /** Before the body is read (the Origin check). */
  onRequest: AsyncHook[];
  /** After the body is parsed (CSRF, which may read `_token` from it), in this order. */
  preHandler: AsyncHook[];
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * The scope's checks for state-changing requests, put on each route of the scope (and of scopes
 * inside it) that accepts an unsafe method, ahead of the route's own hooks: a GET route carries
 * none of them, so a read passes no hook at all for them. Added before the scope's first route;
 * every route registered after, in any module, is guarded.
 */
export function guardUnsafeRoutes(scope: FastifyInstance, checks: UnsafeMethodChecks): void {
  const onRequest = checks.onRequest.map(onUnsafeMethods);
  const preHandler = checks.preHandler.map(onUnsafeMethods);
  scope.addHook('onRoute', (route: RouteOptions) => {
    if (!asList(route.method).some((method) => UNSAFE_METHODS.has(method))) return;
    route.onRequest = [...onRequest, ...asList(route.onRequest as CallbackHook | CallbackHook[])];
    route.preHandler = [...preHandler, ...asList(route.preHandler as CallbackHook | CallbackHook[])];
  });
}
