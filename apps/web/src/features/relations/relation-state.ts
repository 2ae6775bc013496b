import type { RelationState } from '@kingside/contract';
import type { RelationChange } from './relations.api';

/** The viewer's relation once `change` succeeded (the server's rules of relations.service.ts). */
export function nextRelation(state: RelationState, change: RelationChange): RelationState {
  switch (change) {
    case 'add':
      // A request crossing theirs makes the friendship.
      return { ...state, friend: state.friend === 'request_received' ? 'friends' : 'request_sent' };
    case 'accept':
      return { ...state, friend: 'friends' };
    case 'cancel':
    case 'decline':
    case 'remove':
      return { ...state, friend: 'none' };
    case 'follow':
    case 'unfollow':
      return { ...state, following: change === 'follow' };
    case 'track':
    case 'untrack':
      return { ...state, tracking: change === 'track' };
    case 'block':
      // A block ends everything else between the two.
      return { ...state, blocked: true, friend: 'none', following: false, tracking: false };
    case 'unblock':
      return { ...state, blocked: false };
    case 'dismiss':
      return state;
  }
}
