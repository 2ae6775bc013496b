import '../content/content.css';
import './lessons.css';
import { isErrorBody, type LessonView, type Tier } from '@kingside/contract';
import axios from 'axios';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { ContentBody } from '../content/ContentBody';
import { NotFoundPage } from '../errors/NotFoundPage';
import { LessonBoard, type SolvedVerdict } from './LessonBoard';
import { LessonLoadStatus } from './LessonLoadStatus';
import { LessonProgressBar } from './LessonProgressBar';
import { LessonUpsell } from './LessonUpsell';
import { type LessonsApi, lessonsApi } from './lessons.api';
import '../../lib/i18n/locales/en.lessons';

/** A lesson, or why it is not shown: the course is above the member's tier. */
type Opened = { kind: 'lesson'; lesson: LessonView } | { kind: 'locked'; tier: Tier | null };

async function open(api: LessonsApi, slug: string, position: number, signal: AbortSignal): Promise<Opened> {
  try {
    return { kind: 'lesson', lesson: await api.lesson(slug, position, signal) };
  } catch (error) {
    const body = axios.isAxiosError(error) ? error.response?.data : undefined;
    if (isErrorBody(body) && body.error.code === 'upgrade_required')
      return { kind: 'locked', tier: body.error.upgrade?.tier ?? null };
    throw error;
  }
}

/** `/lessons/{slug}/{lesson}`: the lesson's text, then its positions one by one on the board. */
export function LessonPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { slug = '', lesson: place = '1' } = useParams();
  const position = Number(place);
  const { isLoggedIn } = useCurrentUser();
  const { http } = useServices();
  const api = useMemo(() => lessonsApi(http), [http]);
  useDocumentTitle('lesson');
  const { state, reload } = useLoad(
    (signal) => open(api, slug, position, signal),
    `${isLoggedIn}/${slug}/${position}`,
  );
  const back = (
    <p>
      <Link to={url('lesson_course', { slug })}>{t('lessons.toCourse')}</Link>
    </p>
  );

  if (!isLoggedIn) {
    return (
      <div className="lesson">
        {back}
        <p className="notice">
          {t('lessons.logIn')} <Link to={url('login')}>{t('lessons.logInLink')}</Link>
        </p>
      </div>
    );
  }
  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status !== 'loaded') return <LessonLoadStatus state={state} retry={reload} />;
  if (state.data.kind === 'locked') {
    return (
      <div className="lesson">
        {back}
        <LessonUpsell tier={state.data.tier ?? 'gold'} />
      </div>
    );
  }
  return <Lesson key={`${slug}/${position}`} lesson={state.data.lesson} api={api} />;
}

function Lesson({ lesson, api }: { lesson: LessonView; api: LessonsApi }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { course } = lesson;
  const [solved, setSolved] = useState(() => new Set(lesson.steps.filter((s) => s.solved).map((s) => s.id)));
  const firstOpen = lesson.steps.findIndex((step) => !step.solved);
  const [current, setCurrent] = useState(firstOpen === -1 ? 0 : firstOpen);
  const [attempt, setAttempt] = useState(0);
  const [justSolved, setJustSolved] = useState<SolvedVerdict | null>(null);
  const step = lesson.steps[current];
  const lessonUrl = (n: number) => url('lesson', { slug: course.slug, lesson: n });

  const go = (index: number) => {
    setCurrent(index);
    setJustSolved(null);
    setAttempt((n) => n + 1);
  };
  const onSolved = (verdict: SolvedVerdict) => {
    setSolved((done) => new Set(done).add(step!.id));
    setJustSolved(verdict);
  };
  const nextOpen = lesson.steps.findIndex((s, i) => i > current && !solved.has(s.id));
  const lessonDone = lesson.steps.length > 0 && lesson.steps.every((s) => solved.has(s.id));

  return (
    <div className="lesson">
      <p>
        <Link to={url('lesson_course', { slug: course.slug })}>
          {t('lessons.backToCourse', { title: course.title })}
        </Link>
      </p>
      <header>
        <p className="lesson__of">
          {t('lessons.lessonOf', { position: lesson.position, count: lesson.lessonCount })}
        </p>
        <h1>{lesson.title}</h1>
      </header>
      <ContentBody className="prose lesson__text" html={lesson.html} />
      <LessonProgressBar progress={{ solved: solved.size, total: lesson.steps.length }} />
      {lesson.steps.length > 1 && (
        <nav className="lesson__steps" aria-label={t('lessons.positions')}>
          {lesson.steps.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className={`button lesson__step${solved.has(s.id) ? ' lesson__step--solved' : ''}`}
              aria-current={i === current ? 'step' : undefined}
              onClick={() => go(i)}
            >
              {solved.has(s.id) && <span aria-hidden="true">✓ </span>}
              {t(solved.has(s.id) ? 'lessons.positionSolved' : 'lessons.position', { n: i + 1 })}
            </button>
          ))}
        </nav>
      )}
      {step && solved.has(step.id) && !justSolved && (
        <p className="lesson__note">{t('lessons.solvedBefore')}</p>
      )}
      {step && <LessonBoard key={`${step.id}-${attempt}`} step={step} api={api} onSolved={onSolved} />}
      {justSolved && (
        <div className="lesson__after" role="status">
          {lessonDone && <p className="lesson__done">{t('lessons.lessonDone')}</p>}
          <p className="lesson__actions">
            {nextOpen !== -1 && (
              <button type="button" className="button button--primary" onClick={() => go(nextOpen)}>
                {t('lessons.nextPosition')}
              </button>
            )}
            {lessonDone && lesson.position < lesson.lessonCount && (
              <Link className="button button--primary" to={lessonUrl(lesson.position + 1)}>
                {t('lessons.next')}
              </Link>
            )}
            <button type="button" className="button" onClick={() => go(current)}>
              {t('lessons.tryAgain')}
            </button>
          </p>
        </div>
      )}
      <nav className="lesson__pager" aria-label={t('lessons.lessonsHeading')}>
        {lesson.position > 1 && <Link to={lessonUrl(lesson.position - 1)}>← {t('lessons.previous')}</Link>}
        {lesson.position < lesson.lessonCount && (
          <Link to={lessonUrl(lesson.position + 1)}>{t('lessons.next')} →</Link>
        )}
      </nav>
    </div>
  );
}
