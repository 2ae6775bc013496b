import type { Bus } from '../../platform/bus';
import type { Logger } from '../../platform/logger';
import type { PlayerRef } from './player';

/** Pairings reach the seeking sockets on this channel (one per person), on whatever node they are. */
const seekerChannel = (key: string) => `lobby:${key}`;
type SeekerMessage = { seekId: string; gameId: string | null };

/** Whoever seeks, and how to tell them they were paired (their socket). */
export interface Seeker {
  player: PlayerRef;
  /** The socket that seeks: closing it withdraws the seek. */
  owner: number;
  onPaired(gameId: string): void;
  onError(error: unknown): void;
}

export type LocalSeeker = Seeker & { key: string };

/**
 * The sockets seeking on this node, by seek id, and one bus subscription per person among them:
 * whichever node pairs a seek tells its person's channel, and the node holding the socket answers.
 */
export function createSeekerChannels(deps: { bus: Bus; logger: Logger }) {
  const seekers = new Map<string, LocalSeeker>();
  const channels = new Map<string, { count: number; unsubscribe: Promise<() => Promise<void>> }>();

  function onMessage(raw: unknown): void {
    const message = raw as SeekerMessage;
    const seeker = seekers.get(message.seekId);
    if (!seeker) return;
    forget(message.seekId);
    if (message.gameId) seeker.onPaired(message.gameId);
    else seeker.onError(new Error('the game could not be created'));
  }

  function forget(seekId: string): void {
    const seeker = seekers.get(seekId);
    if (!seeker) return;
    seekers.delete(seekId);
    const channel = channels.get(seeker.key);
    if (!channel || --channel.count > 0) return;
    channels.delete(seeker.key);
    channel.unsubscribe
      .then((unsubscribe) => unsubscribe())
      .catch((error) => deps.logger.warn({ err: error }, 'seeker channel unsubscribe failed'));
  }

  return {
    /** Resolves once the person's channel is heard: a pairing cannot come before it can be heard. */
    async add(seekId: string, seeker: LocalSeeker): Promise<void> {
      let channel = channels.get(seeker.key);
      if (!channel) {
        channel = { count: 0, unsubscribe: deps.bus.subscribe(seekerChannel(seeker.key), onMessage) };
        channels.set(seeker.key, channel);
      }
      channel.count++;
      seekers.set(seekId, seeker);
      try {
        await channel.unsubscribe;
      } catch (error) {
        seekers.delete(seekId);
        if (channels.get(seeker.key) === channel) channels.delete(seeker.key);
        throw error;
      }
    },

    forget,

    /** Forgets the seeks made here that match (the socket left, or seeks again). */
    forgetWhere(match: (seeker: LocalSeeker, seekId: string) => boolean): void {
      for (const [id, seeker] of seekers) if (match(seeker, id)) forget(id);
    },

    /** Tells the person who made the seek that its game exists (null: it could not be made). */
    tell: (key: string, seekId: string, gameId: string | null) =>
      deps.bus
        .publish(seekerChannel(key), { seekId, gameId } satisfies SeekerMessage)
        .catch((error) => deps.logger.warn({ err: error }, 'pairing publish failed')),
  };
}
