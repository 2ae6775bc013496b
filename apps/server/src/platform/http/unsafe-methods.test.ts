import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { onUnsafeMethods } from './unsafe-methods';

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
