import { TWO_FACTOR_MESSAGES, TWO_FACTOR_PENDING_MS, type TwoFactorErrorCode } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.tables';
import { decryptSecret, deriveTotpKey, encryptSecret } from './two-factor.crypto';
import { createTwoFactorRepo } from './two-factor.repo';
import { checkTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri } from './two-factor.totp';

const STATUS: Record<TwoFactorErrorCode, number> = {
  two_factor_invalid_code: 400,
  two_factor_code_used: 400,
  two_factor_not_pending: 401,
  two_factor_already_enabled: 409,
  two_factor_not_enabled: 409,
  two_factor_setup_missing: 409,
  two_factor_unavailable: 409,
};
const fail = (code: TwoFactorErrorCode) =>
  new AppError(code, STATUS[code], TWO_FACTOR_MESSAGES[code], 'code');

const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * A secret sealed under an older server secret (SESSION_SECRET changed) cannot be opened: the member
 * is told to use a recovery code, which does not depend on it.
 */
function openSecret(key: Buffer, sealed: string, userId: number): string {
  try {
    return decryptSecret(key, sealed, userId);
  } catch {
    throw fail('two_factor_unavailable');
  }
}

export interface TwoFactorDeps {
  db: Db;
  clock: Clock;
  /** The server secret (SESSION_SECRET or the stored one): TOTP secrets are sealed under a key from it. */
  serverSecret: () => Promise<string>;
}

export function createTwoFactorService(deps: TwoFactorDeps) {
  const repo = createTwoFactorRepo(deps.db);
  let key: Promise<Buffer> | undefined;
  const totpKey = () => {
    key ??= deps.serverSecret().then(deriveTotpKey);
    return key;
  };
  const nowMs = () => deps.clock.now().getTime();

  /** A TOTP code (each time step once) or an unused recovery code (once); otherwise a clear refusal. */
  async function spendCode(userId: number, sealed: string, lastStep: number | null, code: string) {
    if (!isTotpCode(code)) {
      if (await repo.useRecoveryCode(userId, hashRecoveryCode(code), deps.clock.now())) return;
      throw fail('two_factor_invalid_code');
    }
    const secret = openSecret(await totpKey(), sealed, userId);
    const check = checkTotp(secret, code, nowMs(), lastStep);
    if (!check.ok)
      throw fail(check.reason === 'replayed' ? 'two_factor_code_used' : 'two_factor_invalid_code');
    // Two requests with the same code can both get here: only one claims the step.
    if (!(await repo.claimStep(userId, check.step))) throw fail('two_factor_code_used');
  }

  async function enabledSecret(userId: number) {
    const row = await repo.findSecret(userId);
    if (!row?.enabledAt) throw fail('two_factor_not_enabled');
    return row;
  }

  return {
    async isEnabled(userId: number): Promise<boolean> {
      return Boolean((await repo.findSecret(userId))?.enabledAt);
    },

    async status(userId: number) {
      const row = await repo.findSecret(userId);
      const enabled = Boolean(row?.enabledAt);
      return { enabled, recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(userId) : 0 };
    },

    /** A fresh pending secret; nothing changes for logins until `confirmSetup`. */
    async startSetup(user: UserRow): Promise<{ secret: string; otpauthUri: string }> {
      const secret = newTotpSecret();
      const sealed = encryptSecret(await totpKey(), secret, user.userId);
      if (!(await repo.putPendingSecret(user.userId, sealed, deps.clock.now())))
        throw fail('two_factor_already_enabled');
      return { secret, otpauthUri: otpauthUri(secret, user.username) };
    },

    /** A code from the app proves it holds the secret: 2FA goes on and the recovery codes are made. */
    async confirmSetup(userId: number, code: string): Promise<string[]> {
      const row = await repo.findSecret(userId);
      if (!row) throw fail('two_factor_setup_missing');
      if (row.enabledAt) throw fail('two_factor_already_enabled');
      if (!isTotpCode(code)) throw fail('two_factor_invalid_code');
      await spendCode(userId, row.secretEnc, row.lastStep, code);
      const codes = newRecoveryCodes();
      const hashes = codes.map(hashRecoveryCode);
      const enabled = await deps.db.transaction(async (tx) => {
        const txRepo = createTwoFactorRepo(tx);
        if (!(await txRepo.markEnabled(userId, deps.clock.now()))) return false;
        await txRepo.replaceRecoveryCodes(userId, hashes);
        return true;
      });
      if (!enabled) throw fail('two_factor_already_enabled');
      return codes;
    },

    async disable(userId: number, code: string): Promise<void> {
      const row = await enabledSecret(userId);
      await spendCode(userId, row.secretEnc, row.lastStep, code);
      await repo.removeAll(userId);
    },

    /** The password checked out: this session now waits for the second factor, briefly. */
    async beginLogin(sessionIdHash: string, userId: number, timezone: string | null): Promise<void> {
      const expiresAt = new Date(nowMs() + TWO_FACTOR_PENDING_MS);
      await repo.putPendingLogin({ sessionIdHash, userId, timezone, expiresAt });
    },

    async pendingLogin(sessionIdHash: string | undefined) {
      const found = sessionIdHash ? await repo.findPendingLogin(sessionIdHash, deps.clock.now()) : null;
      if (!found) throw fail('two_factor_not_pending');
      return found;
    },

    /** Spends the code; the pending login is gone once it succeeds, so it finishes exactly once. */
    async finishLogin(sessionIdHash: string, userId: number, code: string): Promise<void> {
      const row = await enabledSecret(userId);
      await spendCode(userId, row.secretEnc, row.lastStep, code);
      await repo.deletePendingLogin(sessionIdHash);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
