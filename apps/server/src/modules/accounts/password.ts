import { hash, verify } from '@node-rs/argon2';

/** argon2id. The fast parameters exist for tests only: they make a hash ~1000x cheaper. */
const STRONG = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
const FAST = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so a missing account can't be told from a wrong password. */
  verifyNothing(password: string): Promise<void>;
}

export function createPasswordHasher(options: { fast: boolean }): PasswordHasher {
  const params = options.fast ? FAST : STRONG;
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, params),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummy ??= hash('kingside-timing-equaliser', params);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
