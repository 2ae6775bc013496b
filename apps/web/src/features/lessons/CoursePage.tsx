import '../content/content.css';
import './lessons.css';
import type { LessonCourseView } from '@kingside/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { Comments } from '../content/Comments';
import { ContentBody } from '../content/ContentBody';
import { CurationBar } from '../content/CurationBar';
import { NotFoundPage } from '../errors/NotFoundPage';
import { LessonLoadStatus } from './LessonLoadStatus';
import { LessonProgressBar } from './LessonProgressBar';
import { LessonUpsell } from './LessonUpsell';
import { lessonsApi } from './lessons.api';
import '../../lib/i18n/locales/en.content';
import '../../lib/i18n/locales/en.lessons';

/** `/lessons/{slug}`: a course, its lessons in order with the member's done marks, and its comments. */
export function CoursePage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { slug = '' } = useParams();
  const { http } = useServices();
  const { isLoggedIn } = useCurrentUser();
  const api = useMemo(() => lessonsApi(http), [http]);
  const { state, setState, reload } = useLoad((signal) => api.course(slug, signal), slug);
  useDocumentTitle('lesson_course');

  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status !== 'loaded') return <LessonLoadStatus state={state} retry={reload} />;
  const view = state.data;
  const { course } = view;
  const update = (next: LessonCourseView['course']) =>
    setState({ status: 'loaded', data: { ...view, course: next } });
  const firstOpen = view.lessons.find((lesson) => !lesson.done) ?? view.lessons[0];

  return (
    <article className="prose article course">
      <p>
        <Link to={url('learn')}>{t('lessons.back')}</Link>
      </p>
      {course.coverUrl && <img className="article__cover" src={course.coverUrl} alt="" />}
      <h1>{course.title}</h1>
      {course.summary && <p className="lead">{course.summary}</p>}
      <p className="article__meta">
        {course.author && (
          <Link to={url('member', { username: course.author.username })}>
            {t('article.by', { username: course.author.username })}
          </Link>
        )}
        {view.tier !== 'basic' && (
          <span className={`tier-badge tier-badge--${view.tier}`}>
            {t('lessons.tier', { tier: t(`membershipLevel.${view.tier}`) })}
          </span>
        )}
        {course.featured && <span className="badge">{t('article.featured')}</span>}
      </p>
      {course.canCurate && <CurationBar item={course} onChange={update} />}
      <ContentBody className="article__body" html={course.html} />
      {view.locked && isLoggedIn && <LessonUpsell tier={view.tier} />}
      {!isLoggedIn && (
        <p className="notice">
          {t('lessons.logIn')} <Link to={url('login')}>{t('lessons.logInLink')}</Link>
        </p>
      )}
      <section aria-labelledby="course-lessons">
        <h2 id="course-lessons">{t('lessons.lessonsHeading')}</h2>
        {view.progress && <LessonProgressBar progress={view.progress} />}
        <ol className="course__lessons">
          {view.lessons.map((lesson) => (
            <li
              key={lesson.position}
              className={lesson.done ? 'course__lesson course__lesson--done' : 'course__lesson'}
            >
              <Link to={url('lesson', { slug: course.slug, lesson: lesson.position })}>{lesson.title}</Link>
              {lesson.done ? (
                <span className="course__done">
                  <span aria-hidden="true">✓ </span>
                  {t('lessons.done')}
                </span>
              ) : (
                lesson.progress &&
                lesson.progress.solved > 0 && (
                  <span className="course__partial">
                    {t('lessons.progress', { solved: lesson.progress.solved, total: lesson.progress.total })}
                  </span>
                )
              )}
            </li>
          ))}
        </ol>
        {firstOpen && isLoggedIn && !view.locked && (
          <Link
            className="button button--primary"
            to={url('lesson', { slug: course.slug, lesson: firstOpen.position })}
          >
            {t('lessons.start')}: {firstOpen.title}
          </Link>
        )}
      </section>
      <Comments itemId={course.id} count={course.commentCount} locked={course.commentsLocked} />
    </article>
  );
}
