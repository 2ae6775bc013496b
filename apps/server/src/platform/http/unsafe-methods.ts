import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** The state-changing methods (spec §7): the ones the web scope checks for Origin, CSRF and the rest. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['DELETE', 'PATCH', 'POST', 'PUT']);

type AsyncHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A web-scope check that only ever acts on unsafe methods, as a callback hook: a GET, HEAD or
 * OPTIONS goes on at once, where the async hook would cost every such request a promise and a
 * microtask for nothing. Unsafe methods run the check as Fastify runs an async hook: resolved
 * goes on (or stops, when the check has sent the reply), rejected is the request's error.
 */
export function onUnsafeMethods(check: AsyncHook) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (UNSAFE_METHODS.has(request.method)) check(request, reply).then(() => done(), done);
    else done();
  };
}
