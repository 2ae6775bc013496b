import { AVATAR_TYPES, type AvatarResponse } from '@kingside/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { uploadAvatar } from './members.api';
import '../../lib/i18n/locales/en.members';

/** The owner's picture: chosen from a file, checked and re-encoded by the server, `Avatar uploaded` (§8). */
export function AvatarUpload({ onUploaded }: { onUploaded(avatar: AvatarResponse): void }) {
  const { t } = useTranslation();
  const { http, currentUser } = useServices();
  const alerts = useAlerts();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    setBusy(true);
    try {
      const answer = await uploadAvatar(http, file);
      alerts.success(answer.message);
      onUploaded(answer);
      void currentUser.reload().catch(() => {});
    } catch (error) {
      alerts.error(serverMessage(error) ?? t('app.genericError'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="avatar-upload">
      <label className="button button--small button--quiet">
        {busy ? t('profile.uploading') : t('profile.changeAvatar')}
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          accept={AVATAR_TYPES.join(',')}
          disabled={busy}
          aria-describedby="avatar-hint"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </label>
      <span id="avatar-hint" className="visually-hidden">
        {t('profile.avatarHint')}
      </span>
    </div>
  );
}
