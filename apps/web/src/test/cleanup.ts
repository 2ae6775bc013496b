import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetTabSocket } from '../features/play/socket';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup. A page
// that opened the tab's socket leaves it to reconnect on a timer: closed here, so no timer of one
// test fires into the next, or after the test environment is gone.
afterEach(() => {
  cleanup();
  resetTabSocket();
});
