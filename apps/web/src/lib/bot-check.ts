import {
  BOT_CHECK,
  BOT_CHECK_API,
  BOT_CHECK_MESSAGES,
  type BotCheckVerifyResponse,
  isBotChallenge,
} from '@kingside/contract';
import axios, { type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { type ChallengeQueue, createChallengeQueue } from './challenge-queue';

/** What the challenge dialog sees and does: whether it shows, and the widget's outcomes. */
export interface BotCheck {
  subscribe(listener: () => void): () => void;
  isOpen(): boolean;
  /** The widget's payload: verified by the server, then the held calls are retried in place. */
  submit(payload: string): Promise<BotCheckVerifyResponse>;
  /** A widget error; true when it was the last one allowed and the held calls were rejected. */
  widgetError(): boolean;
  cancel(): void;
}

/**
 * A held call that is given up: still the challenge's 403, but saying why in the body, so forms that
 * show the server's message show this one.
 */
function givenUp(reason: unknown, cancelled: boolean): unknown {
  if (!axios.isAxiosError(reason)) return reason;
  const error = reason as AxiosError;
  const message = cancelled ? BOT_CHECK_MESSAGES.cancelled : BOT_CHECK_MESSAGES.gaveUp;
  error.message = message;
  if (error.response) error.response.data = { error: { code: 'bot_challenge_required', message } };
  return error;
}

/**
 * The managed challenge on the web client (spec §4): calls answered with the mitigation 403 wait in
 * one queue behind one dialog. Register it before the error reporter, so rescued calls are not reported.
 */
export function installBotCheck(http: AxiosInstance): BotCheck {
  const listeners = new Set<() => void>();
  let open = false;
  const setOpen = (value: boolean) => {
    open = value;
    for (const listener of listeners) listener();
  };
  const queue: ChallengeQueue<AxiosResponse> = createChallengeQueue<AxiosResponse>({
    maxErrors: BOT_CHECK.maxWidgetErrors,
    open: () => setOpen(true),
    close: () => setOpen(false),
    giveUpError: givenUp,
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    if (!axios.isAxiosError(error) || !error.response || !error.config) return Promise.reject(error);
    if (!isBotChallenge(error.response.status, error.response.headers as Record<string, unknown>))
      return Promise.reject(error);
    const config = error.config;
    // The same call again, with the body as the page gave it (the CSRF field is added anew).
    return queue.hold(() => http.request({ ...config, data: config.plainData ?? config.data }), error);
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: () => open,
    async submit(payload) {
      const response = await http.post<BotCheckVerifyResponse>(BOT_CHECK_API.verify, { payload });
      queue.solved();
      return response.data;
    },
    widgetError: () => queue.widgetError(),
    cancel: () => queue.cancel(),
  };
}
