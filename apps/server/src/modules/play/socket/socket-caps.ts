import { SOCKET_CLOSE, SOCKET_LIMITS } from '@kingside/contract';

export interface ClosableSocket {
  close(code: number, reason: string): void;
}

type Caps = { perSession: number; perAddress: number };

/**
 * How many sockets this node keeps per session and per address. A new socket is always taken; past
 * a cap the oldest of its group is closed, since the oldest is the likeliest to be a forgotten tab
 * or a connection the network dropped without a word.
 */
export function createSocketCaps(caps: Caps = SOCKET_LIMITS) {
  const bySession = new Map<string, Set<ClosableSocket>>();
  const byAddress = new Map<string, Set<ClosableSocket>>();
  const groupsOf = new Map<ClosableSocket, Set<ClosableSocket>[]>();

  const join = (groups: Map<string, Set<ClosableSocket>>, key: string, socket: ClosableSocket) => {
    let group = groups.get(key);
    if (!group) {
      group = new Set();
      groups.set(key, group);
    }
    group.add(socket);
    return group;
  };

  const release = (socket: ClosableSocket) => {
    for (const group of groupsOf.get(socket) ?? []) group.delete(socket);
    groupsOf.delete(socket);
  };

  const trim = (group: Set<ClosableSocket>, cap: number, reason: string) => {
    // A Set iterates in insertion order: the first is the oldest.
    for (const oldest of group) {
      if (group.size <= cap) return;
      release(oldest);
      oldest.close(SOCKET_CLOSE.tooManySockets, reason);
    }
  };

  return {
    /** Counts a new socket; call the returned function when it closes. */
    admit(socket: ClosableSocket, session: string | null, address: string): () => void {
      const groups = [join(byAddress, address, socket)];
      if (session !== null) groups.push(join(bySession, session, socket));
      groupsOf.set(socket, groups);
      if (session !== null) trim(groups[1]!, caps.perSession, 'too many sockets for this session');
      trim(groups[0]!, caps.perAddress, 'too many sockets from this address');
      return () => {
        release(socket);
        if (session !== null && bySession.get(session)?.size === 0) bySession.delete(session);
        if (byAddress.get(address)?.size === 0) byAddress.delete(address);
      };
    },
  };
}

export type SocketCaps = ReturnType<typeof createSocketCaps>;
