import { type ChallengeView, formatTimeControl } from '@kingside/contract';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { useSocketMessages } from '../play/useSocket';

/** Accepted challenges this tab already went to the game of (several parts of a page listen). */
const followed = new Set<string>();

/** Goes to the game of an accepted challenge, once per challenge in this tab. */
export function useGoToGame(): (challenge: ChallengeView) => void {
  const navigate = useNavigate();
  const url = useRouteUrl();
  return (challenge) => {
    if (!challenge.gameId || followed.has(challenge.id)) return;
    followed.add(challenge.id);
    navigate(url('game', { id: challenge.gameId }));
  };
}

/**
 * Calls `handler` with every challenge pushed to this person, and sends the challenger to the game
 * once their challenge is accepted (the one who accepts goes there from the answer to their call).
 */
export function useChallengeMessages(handler: (challenge: ChallengeView) => void = () => {}): void {
  const goToGame = useGoToGame();
  useSocketMessages((message) => {
    if (message.t !== 'challenge') return;
    handler(message.challenge);
    if (message.challenge.status === 'accepted' && message.challenge.you === 'challenger') {
      goToGame(message.challenge);
    }
  });
}

/** "5+3 Blitz · Rated", the same words everywhere a challenge is shown. */
export function challengeSummary(
  t: TFunction,
  challenge: Pick<ChallengeView, 'speed' | 'rated' | 'timeControl'>,
) {
  return t('challenge.summary', {
    tc: formatTimeControl(challenge.timeControl),
    speed: t(`play.speeds.${challenge.speed}`),
    mode: challenge.rated ? t('play.rated') : t('play.casual'),
  });
}
