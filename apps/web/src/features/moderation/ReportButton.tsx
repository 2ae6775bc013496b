import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { ReportDialog } from './ReportDialog';
import '../../lib/i18n/locales/en.moderation';

/** "Report" beside a member (profile, hover card): for members, never on oneself. */
export function ReportButton({ username }: { username: string }) {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!isLoggedIn || user.username.toLowerCase() === username.toLowerCase()) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--quiet"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('report.button')}
      </button>
      {open && (
        <ReportDialog
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
