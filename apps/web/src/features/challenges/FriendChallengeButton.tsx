import './challenges.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChallengeDialog } from './ChallengeDialog';
import '../../lib/i18n/locales/en.play';

/** "Play with a friend" in the lobby: the challenge dialog without a username makes an open link. */
export function FriendChallengeButton({ className = 'button button--block' }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('play.friend')}
      </button>
      {open && (
        <ChallengeDialog
          username={null}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
