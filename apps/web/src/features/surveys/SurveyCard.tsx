import type { SurveyView } from '@kingside/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { closeSurvey, vote } from './surveys.api';
import '../../lib/i18n/locales/en.surveys';

/** One survey: its options to vote on, or its results (after the member voted, or once it closed). */
export function SurveyCard({
  survey,
  canManage,
  onChange,
}: {
  survey: SurveyView;
  canManage: boolean;
  onChange: (survey: SurveyView) => void;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const { isLoggedIn } = useCurrentUser();
  const name = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const results = survey.totalVotes !== null;

  const act = async (run: () => Promise<SurveyView>) => {
    setBusy(true);
    try {
      onChange(await run());
    } catch (failure) {
      alerts.error(serverMessage(failure) ?? t('surveys.failedAction'));
    }
    setBusy(false);
  };
  const send = () =>
    act(async () => {
      const answer = await vote(http, survey.id, choice!);
      alerts.success(answer.message);
      return answer.survey;
    });

  return (
    <article className="survey" aria-labelledby={`${name}-q`}>
      <h2 id={`${name}-q`}>
        {survey.question} {!survey.open && <span className="survey__tag">{t('surveys.closed')}</span>}
      </h2>
      {results ? (
        <ul className="survey__results">
          {survey.options.map((option) => {
            const share = survey.totalVotes ? Math.round(((option.votes ?? 0) / survey.totalVotes) * 100) : 0;
            return (
              <li key={option.id}>
                <span>
                  {option.label}
                  {survey.myVote === option.id && <em> ({t('surveys.yourVote')})</em>}
                </span>
                <span className="survey__bar" style={{ width: `${share}%` }} aria-hidden="true" />
                <span>
                  {share}% · {t('surveys.votes', { count: option.votes ?? 0 })}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (choice !== null) void send();
          }}
        >
          <fieldset className="choice">
            <legend className="visually-hidden">{survey.question}</legend>
            {survey.options.map((option) => (
              <label key={option.id} className="choice__option">
                <input
                  type="radio"
                  name={name}
                  checked={choice === option.id}
                  disabled={!isLoggedIn}
                  onChange={() => setChoice(option.id)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
          {isLoggedIn ? (
            <button
              type="submit"
              className="button button--primary button--small"
              disabled={busy || choice === null}
            >
              {t('surveys.vote')}
            </button>
          ) : (
            <p className="survey__hint">{t('surveys.loginToVote')}</p>
          )}
          <p className="survey__hint">{t('surveys.resultsAfter')}</p>
        </form>
      )}
      {results && <p className="survey__hint">{t('surveys.votes', { count: survey.totalVotes ?? 0 })}</p>}
      {canManage && survey.open && (
        <button
          type="button"
          className="button button--quiet button--small"
          disabled={busy}
          onClick={() => void act(() => closeSurvey(http, survey.id))}
        >
          {t('surveys.close')}
        </button>
      )}
    </article>
  );
}
