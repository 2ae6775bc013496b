import { cleanSearchText, MESSAGES, type MemberSearchHit } from '@kingside/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useLanguage } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { MemberRow } from './MemberRow';
import { RelationButtons } from './RelationButtons';
import { searchMembers } from './relations.api';
import '../../lib/i18n/locales/en.social';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 250;

/** The member search box: usernames from 3 characters (§5), each found member with the relation buttons. */
export function MemberSearch() {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<MemberSearchHit[] | null>(null);
  const wanted = cleanSearchText(text);

  useEffect(() => {
    if (!wanted) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchMembers(http, wanted, controller.signal).then(
        (result) => setFound(result.users),
        (error: unknown) => {
          if (!controller.signal.aborted) alerts.error(MESSAGES.genericError);
          void error;
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, http, alerts]);

  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className="social-card social-card--search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('social.search.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-input`}>{t('social.search.label')}</label>
        <input
          id={`${id}-input`}
          type="search"
          autoComplete="off"
          maxLength={40}
          placeholder={t('social.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <span className="field__hint">{t('social.search.hint')}</span>
      </div>
      {found && found.length === 0 && <p className="social-empty">{t('social.search.none')}</p>}
      {found && found.length > 0 && (
        <ul className="member-list" aria-label={t('social.search.title')}>
          {found.map((member) => (
            <MemberRow
              key={member.uuid}
              member={member}
              note={
                member.lastLoginDate
                  ? t('social.search.lastSeen', { date: date(member.lastLoginDate) })
                  : undefined
              }
            >
              <RelationButtons username={member.username} relation={member.relation} />
            </MemberRow>
          ))}
        </ul>
      )}
    </section>
  );
}
