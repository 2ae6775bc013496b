/**
 * Crash tests' failpoints: with `KINGSIDE_FAILPOINT=<name>` (config.failpoint) the process SIGKILLs
 * itself when it reaches that point, so a test can prove nothing is lost there. A no-op otherwise.
 */
export type Failpoint = (name: string) => void;

export function createFailpoint(armed: string | null): Failpoint {
  if (!armed) return () => {};
  return (name) => {
    if (name === armed) process.kill(process.pid, 'SIGKILL');
  };
}
