import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { checkUsername } from './accounts.api';

/** Waits for a pause in typing before asking, so a fast typist sends one request, not ten. */
export const AVAILABILITY_DEBOUNCE_MS = 350;

export type Availability =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'unavailable'; message: string }
  | { status: 'unknown' };

/** Live answer to "can I have this username?" from the server's validity endpoint. */
export function useUsernameAvailability(username: string): Availability {
  const { http } = useServices();
  const [availability, setAvailability] = useState<Availability>({ status: 'idle' });

  useEffect(() => {
    if (username === '') {
      setAvailability({ status: 'idle' });
      return;
    }
    setAvailability({ status: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await checkUsername(http, username, controller.signal);
        setAvailability(
          answer.valid && answer.available
            ? { status: 'available' }
            : { status: 'unavailable', message: answer.message ?? '' },
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = serverMessage(error);
        setAvailability(message ? { status: 'unavailable', message } : { status: 'unknown' });
      }
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, username]);

  return availability;
}
