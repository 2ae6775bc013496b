import './staff.css';
import type { AuthorRoleResponse, StaffContentAuthor } from '@kingside/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { errorStatus, serverMessage } from '../../lib/server-error';
import { fetchAuthors, grantAuthor, revokeAuthor } from './authors.api';
import '../../lib/i18n/locales/en.staff';

type State =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'failed' }
  | { status: 'loaded'; authors: StaffContentAuthor[] };

const isRefusal = (error: unknown) => errorStatus(error) === 401 || errorStatus(error) === 403;

/** `/staff/authors`: who may write articles and news; staff grant the author role or take it back. */
export function AuthorsPage() {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  useDocumentTitle('staff_authors');

  useEffect(() => {
    const controller = new AbortController();
    fetchAuthors(http, controller.signal).then(
      (authors) => setState({ status: 'loaded', authors }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: isRefusal(error) ? 'forbidden' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [http]);

  /** Runs a grant or a revoke; the answer carries the list as it now stands and what to say. */
  async function act(change: () => Promise<AuthorRoleResponse>): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await change();
      setState({ status: 'loaded', authors: answer.authors });
      setNotice({ text: answer.message, failed: false });
      return true;
    } catch (error) {
      const text = isRefusal(error) ? t('staff.authors.forbidden') : serverMessage(error);
      setNotice({ text: text ?? t('staff.authors.failed'), failed: true });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (name && (await act(() => grantAuthor(http, name)))) setUsername('');
  };

  const since = (at: string) =>
    t('staff.authors.since', {
      date: new Date(at).toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
    });

  return (
    <div className="coupons">
      <h1>{t('staff.authors.title')}</h1>
      <p className="lead">{t('staff.authors.lead')}</p>
      {state.status === 'forbidden' ? (
        <div className="notice" role="alert">
          {t('staff.authors.forbidden')}
        </div>
      ) : (
        <>
          <form className="authors__form" onSubmit={submit}>
            <div className="field">
              <label htmlFor="author-username">{t('staff.authors.grantLabel')}</label>
              <input
                id="author-username"
                value={username}
                maxLength={64}
                autoComplete="off"
                onChange={(event) => setUsername(event.currentTarget.value)}
              />
            </div>
            <button type="submit" className="button" disabled={busy || username.trim() === ''}>
              {t('staff.authors.grant')}
            </button>
          </form>
          {notice && (
            <p className="notice" role={notice.failed ? 'alert' : 'status'}>
              {notice.text}
            </p>
          )}
          {state.status === 'loading' && <p aria-busy="true">{t('staff.authors.loading')}</p>}
          {state.status === 'failed' && (
            <div className="notice" role="alert">
              {t('staff.authors.failed')}
            </div>
          )}
          {state.status === 'loaded' && (
            <table className="client-errors__table">
              <caption className="authors__caption">{t('staff.authors.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.authors.columns.member')}</th>
                  <th scope="col">{t('staff.authors.columns.role')}</th>
                  <th scope="col">{t('staff.authors.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {state.authors.map((author) => (
                  <tr key={author.userId}>
                    <td>{author.username}</td>
                    <td>{author.staff ? t('staff.authors.staff') : since(author.grantedAt!)}</td>
                    <td>
                      {!author.staff && (
                        <button
                          type="button"
                          className="button button--small"
                          disabled={busy}
                          onClick={() => act(() => revokeAuthor(http, author.username))}
                        >
                          {t('staff.authors.revoke')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}
