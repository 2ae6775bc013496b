import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { guardUnsafeRoutes, onUnsafeMethods } from './unsafe-methods';

const request = (method: string) => ({ method }) as FastifyRequest;
const reply = {} as FastifyReply;

/** Runs the hook as Fastify would and tells how it finished, and whether it finished at once. */
async function run(hook: ReturnType<typeof onUnsafeMethods>, method: string) {
  let settled: { error: unknown } | null = null;
  hook(request(method), reply, (error?: unknown) => {
    settled = { error };
  });
  const atOnce = settled !== null;
  await vi.waitFor(() => expect(settled).not.toBeNull());
  return { atOnce, error: settled!.error };
}

describe('onUnsafeMethods', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])(
    'lets %s through at once, without running the check',
    async (method) => {
      const check = vi.fn(async () => {
        throw new Error('must not run');
      });
      expect(await run(onUnsafeMethods(check), method)).toEqual({ atOnce: true, error: undefined });
      expect(check).not.toHaveBeenCalled();
    },
  );

  it.each(['DELETE', 'PATCH', 'POST', 'PUT'])(
    'runs the check on %s: passes when it resolves',
    async (method) => {
      const check = vi.fn(async () => {});
      expect(await run(onUnsafeMethods(check), method)).toEqual({ atOnce: false, error: undefined });
      expect(check).toHaveBeenCalledWith(request(method), reply);
    },
  );

  it('hands on the error the check throws', async () => {
    const refused = new Error('refused');
    const check = async () => {
      throw refused;
    };
    expect((await run(onUnsafeMethods(check), 'POST')).error).toBe(refused);
  });
});

describe('guardUnsafeRoutes', () => {
  /** A scope guarded by a refusing check, with routes registered after the guard. */
  async function guarded() {
    const app = Fastify();
    const ran: string[] = [];
    await app.register(async (scope) => {
      guardUnsafeRoutes(scope, {
        onRequest: [
          async () => {
            ran.push('origin');
          },
        ],
        preHandler: [
          async (_request, reply) => {
            ran.push('csrf');
            return reply.code(403).send({ refused: true });
          },
        ],
      });
      scope.get('/read', async () => ({ read: true }));
      scope.post('/write', { preHandler: async () => void ran.push('own') }, async () => ({ written: true }));
      scope.route({ method: ['GET', 'POST'], url: '/both', handler: async () => ({ both: true }) });
      // A route of a scope inside the guarded one, as the modules' upload scopes are.
      await scope.register(async (inner) => {
        inner.put('/inner', async () => ({ inner: true }));
      });
    });
    app.post('/outside', async () => ({ outside: true }));
    return { app, ran };
  }

  it.each([
    ['POST', '/write'],
    ['POST', '/both'],
    ['PUT', '/inner'],
  ])('refuses %s %s through the checks, in order, before the route’s own hooks', async (method, url) => {
    const { app, ran } = await guarded();
    const response = await app.inject({ method: method as 'POST', url });
    expect(response.statusCode).toBe(403);
    expect(ran).toEqual(['origin', 'csrf']);
  });

  it.each(['/read', '/both'])('puts no check on a GET of %s', async (url) => {
    const { app, ran } = await guarded();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(ran).toEqual([]);
  });

  it('leaves routes outside the scope alone', async () => {
    const { app, ran } = await guarded();
    expect((await app.inject({ method: 'POST', url: '/outside' })).statusCode).toBe(200);
    expect(ran).toEqual([]);
  });
});
