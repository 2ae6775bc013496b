import './challenges.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { ChallengeDialog } from './ChallengeDialog';
import '../../lib/i18n/locales/en.challenge';

/** "Challenge" on a member's page: for members and guests, never on one's own page. */
export function ChallengeButton({ username }: { username: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!user.isGuest && user.username.toLowerCase() === username.toLowerCase()) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('challenge.button')}
      </button>
      {open && (
        <ChallengeDialog
          username={username}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
