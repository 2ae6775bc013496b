import './surveys.css';
import type { SurveysPage as Page, SurveyView } from '@kingside/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { SurveyCard } from './SurveyCard';
import { createSurvey, fetchSurveys } from './surveys.api';
import '../../lib/i18n/locales/en.surveys';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; page: Page };

/** `/surveys`: the surveys, newest first; members vote, staff create and close them. */
export function SurveysPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle('surveys');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is exactly why it asks again
  useEffect(() => {
    const controller = new AbortController();
    fetchSurveys(http, undefined, controller.signal).then(
      (page) => setState({ status: 'loaded', page }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [http, attempt]);

  const replace = (survey: SurveyView) =>
    setState((s) =>
      s.status === 'loaded'
        ? { ...s, page: { ...s.page, surveys: s.page.surveys.map((x) => (x.id === survey.id ? survey : x)) } }
        : s,
    );
  const more = async (page: Page) => {
    if (page.nextCursor === null) return;
    const next = await fetchSurveys(http, page.nextCursor);
    setState({ status: 'loaded', page: { ...next, surveys: [...page.surveys, ...next.surveys] } });
  };

  return (
    <div className="surveys">
      <header>
        <h1>{t('surveys.title')}</h1>
        <p className="lead">{t('surveys.lead')}</p>
      </header>
      {state.status === 'loading' && <p role="status">{t('surveys.loading')}</p>}
      {state.status === 'failed' && (
        <p className="notice" role="alert">
          {t('surveys.failed')}{' '}
          <button type="button" className="button button--small" onClick={() => setAttempt((n) => n + 1)}>
            {t('surveys.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          {state.page.canManage && (
            <NewSurveyForm
              onCreated={(survey) =>
                setState({ ...state, page: { ...state.page, surveys: [survey, ...state.page.surveys] } })
              }
            />
          )}
          {state.page.surveys.length === 0 && <p>{t('surveys.empty')}</p>}
          {state.page.surveys.map((survey) => (
            <SurveyCard key={survey.id} survey={survey} canManage={state.page.canManage} onChange={replace} />
          ))}
          {state.page.nextCursor !== null && (
            <button type="button" className="button" onClick={() => void more(state.page)}>
              {t('surveys.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

function NewSurveyForm({ onCreated }: { onCreated: (survey: SurveyView) => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const ids = useId();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const labels = options
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    try {
      onCreated(await createSurvey(http, question.trim(), labels));
      setQuestion('');
      setOptions('');
    } catch (failure) {
      alerts.error(serverMessage(failure) ?? t('surveys.failedAction'));
    }
  };
  return (
    <details className="survey">
      <summary>{t('surveys.create')}</summary>
      <form className="form" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={`${ids}-q`}>{t('surveys.question')}</label>
          <input
            id={`${ids}-q`}
            required
            maxLength={200}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-o`}>{t('surveys.options')}</label>
          <textarea
            id={`${ids}-o`}
            required
            rows={4}
            value={options}
            onChange={(e) => setOptions(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('surveys.createButton')}
        </button>
      </form>
    </details>
  );
}
