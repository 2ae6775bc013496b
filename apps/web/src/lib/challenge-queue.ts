/**
 * The calls held behind the managed bot challenge (spec §4): every call that met the challenge waits
 * here while one dialog is open; a solve retries them all in the order they failed, and after
 * `maxErrors` widget errors all of them are rejected.
 */
export interface ChallengeQueue<T> {
  /** Holds a failed call until the challenge is solved (then `retry()`) or given up. */
  hold(retry: () => Promise<T>, reason: unknown): Promise<T>;
  /** The challenge is passed: retries every held call, in order. */
  solved(): void;
  /** The person closed the dialog: every held call is rejected now. */
  cancel(): void;
  /** One widget error; returns true when this one made the queue give up. */
  widgetError(): boolean;
  /** Whether calls are waiting (the dialog is showing). */
  readonly waiting: boolean;
  readonly errors: number;
}

export interface ChallengeQueueOptions {
  maxErrors: number;
  /** The first held call of a round opens the dialog; later ones join it. */
  open(): void;
  /** Called once the round ends, solved or given up. */
  close(): void;
  /** What the held calls are rejected with on giving up (or a cancel), given what each one failed with. */
  giveUpError(reason: unknown, cancelled: boolean): unknown;
}

interface Held<T> {
  retry: () => Promise<T>;
  reason: unknown;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function createChallengeQueue<T>(options: ChallengeQueueOptions): ChallengeQueue<T> {
  let held: Held<T>[] = [];
  let errors = 0;

  const take = () => {
    const round = held;
    held = [];
    errors = 0;
    options.close();
    return round;
  };

  return {
    hold(retry, reason) {
      return new Promise<T>((resolve, reject) => {
        held.push({ retry, reason, resolve, reject });
        if (held.length === 1) options.open();
      });
    },
    solved() {
      // Started one after another so the server sees them in the order the page made them.
      for (const call of take()) {
        let retried: Promise<T>;
        try {
          retried = call.retry();
        } catch (error) {
          retried = Promise.reject(error);
        }
        retried.then(call.resolve, call.reject);
      }
    },
    cancel() {
      for (const call of take()) call.reject(options.giveUpError(call.reason, true));
    },
    widgetError() {
      if (held.length === 0) return false;
      errors += 1;
      if (errors < options.maxErrors) return false;
      for (const call of take()) call.reject(options.giveUpError(call.reason, false));
      return true;
    },
    get waiting() {
      return held.length > 0;
    },
    get errors() {
      return errors;
    },
  };
}
