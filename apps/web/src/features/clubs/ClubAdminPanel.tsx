import { CLUB_NEWS_MAX, CLUB_NEWS_TITLE_MAX, CLUBS_API, type ClubView } from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { clubAction } from './clubs.api';
import { ProposeMatchForm } from './ProposeMatchForm';
import '../../lib/i18n/locales/en.clubs';

/** What a club's admins do on its page: invite, accept requests, post news (the server checks the role). */
export function ClubAdminPanel({ club, onChanged }: { club: ClubView; onChanged: () => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const ids = useId();
  const [invitee, setInvitee] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');

  const run = async (path: string, payload: Record<string, unknown>, done: () => void) => {
    try {
      alerts.success((await clubAction(http, path, payload)).message);
      done();
      onChanged();
    } catch (failure) {
      alerts.error(serverMessage(failure) ?? t('clubs.failedAction'));
    }
  };
  const invite = (event: FormEvent) => {
    event.preventDefault();
    void run(CLUBS_API.invite(club.slug), { username: invitee.trim() }, () => setInvitee(''));
  };
  const picture = async (file: File | undefined) => {
    if (!file) return;
    try {
      const answer = await http.post<{ message: string }>(CLUBS_API.avatar(club.slug), file, {
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      });
      alerts.success(answer.data.message);
      onChanged();
    } catch (failure) {
      alerts.error(serverMessage(failure) ?? t('clubs.failedAction'));
    }
  };
  const post = (event: FormEvent) => {
    event.preventDefault();
    void run(CLUBS_API.news(club.slug), { title: title.trim(), body: body.trim() }, () => {
      setTitle('');
      setBody('');
    });
  };

  return (
    <section className="clubs__panel" aria-label={t('clubs.admin')}>
      <h2>{t('clubs.admin')}</h2>
      <form className="clubs__actions" onSubmit={invite}>
        <label htmlFor={`${ids}-invite`}>{t('clubs.invite')}</label>
        <input
          id={`${ids}-invite`}
          required
          maxLength={64}
          value={invitee}
          onChange={(e) => setInvitee(e.target.value)}
        />
        <button type="submit" className="button button--small">
          {t('clubs.inviteButton')}
        </button>
      </form>
      <div className="clubs__actions">
        <label htmlFor={`${ids}-picture`}>{t('clubs.picture')}</label>
        <input
          id={`${ids}-picture`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => void picture(e.target.files?.[0])}
        />
      </div>
      {club.requests.length > 0 && (
        <>
          <h3>{t('clubs.requests')}</h3>
          <ul>
            {club.requests.map((username) => (
              <li key={username} className="clubs__actions">
                {username}
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void run(CLUBS_API.accept(club.slug, username), {}, () => undefined)}
                >
                  {t('clubs.accept')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <form className="form" onSubmit={post}>
        <h3>{t('clubs.postNews')}</h3>
        <div className="field">
          <label htmlFor={`${ids}-title`}>{t('clubs.newsTitle')}</label>
          <input
            id={`${ids}-title`}
            required
            maxLength={CLUB_NEWS_TITLE_MAX}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-body`}>{t('clubs.newsBody')}</label>
          <textarea
            id={`${ids}-body`}
            required
            rows={4}
            maxLength={CLUB_NEWS_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary button--small">
          {t('clubs.postNews')}
        </button>
      </form>
      <ProposeMatchForm slug={club.slug} />
    </section>
  );
}
