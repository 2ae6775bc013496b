import '../content/content.css';
import './lessons.css';
import type { LessonCourseCard } from '@kingside/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage } from '../../app/useLanguage';
import { ContentFilterBar } from '../content/ContentFilterBar';
import { LessonProgressBar } from './LessonProgressBar';
import { type CourseFilters, lessonsApi } from './lessons.api';
import '../../lib/i18n/locales/en.lessons';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; next: string | null };

/** `/learn`: the lesson courses, featured first, filtered and searched, with the member's progress. */
export function LearnPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => lessonsApi(http), [http]);
  useDocumentTitle('learn');
  const [filters, setFilters] = useState<CourseFilters>({});
  const [featured, setFeatured] = useState<LessonCourseCard[]>([]);
  const [items, setItems] = useState<LessonCourseCard[]>([]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const page = async (after: string | null, signal?: AbortSignal) => {
    setLoad({ status: 'loading' });
    try {
      const found = await api.index(filters, after, signal);
      if (!after) setFeatured(found.featured);
      setItems((shown) => (after ? [...shown, ...found.items] : found.items));
      setLoad({ status: 'loaded', next: found.next });
    } catch {
      if (!signal?.aborted) setLoad({ status: 'failed' });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters start the list again
  useEffect(() => {
    const controller = new AbortController();
    void page(null, controller.signal);
    return () => controller.abort();
  }, [api, filters]);

  return (
    <div className="content-index learn">
      <header>
        <h1>{t('lessons.title')}</h1>
        <p className="lead">{t('lessons.lead')}</p>
      </header>
      <ContentFilterBar onApply={setFilters} />
      {featured.length > 0 && (
        <section aria-labelledby="learn-featured">
          <h2 id="learn-featured">{t('lessons.featured')}</h2>
          <ul className="cards">
            {featured.map((course) => (
              <CourseCard key={course.id} course={course} featured />
            ))}
          </ul>
        </section>
      )}
      <ul className="cards">
        {items.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ul>
      {load.status === 'loaded' && items.length === 0 && featured.length === 0 && <p>{t('lessons.empty')}</p>}
      {load.status === 'loading' && <p role="status">{t('lessons.loading')}</p>}
      {load.status === 'failed' && (
        <p className="notice" role="alert">
          {t('lessons.loadFailed')}{' '}
          <button type="button" onClick={() => void page(null)}>
            {t('lessons.retry')}
          </button>
        </p>
      )}
      {load.status === 'loaded' && load.next && (
        <button type="button" className="button" onClick={() => void page(load.next)}>
          {t('lessons.more')}
        </button>
      )}
    </div>
  );
}

function CourseCard({ course, featured = false }: { course: LessonCourseCard; featured?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = course.publishedAt
    ? new Date(course.publishedAt).toLocaleDateString(language, { dateStyle: 'medium' })
    : '';
  return (
    <li className={`card course-card${featured ? ' card--featured' : ''}`}>
      {course.coverUrl && <img className="card__cover" src={course.coverUrl} alt="" loading="lazy" />}
      <h3>
        <Link to={course.url}>{course.title}</Link>
      </h3>
      {course.summary && <p>{course.summary}</p>}
      <p className="card__meta">
        {[t('lessons.lessonCount', { count: course.lessonCount }), course.author?.username, date]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {course.tier !== 'basic' && (
        <p className={`tier-badge tier-badge--${course.tier}`}>
          {t('lessons.tier', { tier: t(`membershipLevel.${course.tier}`) })}
        </p>
      )}
      {course.progress && <LessonProgressBar progress={course.progress} />}
    </li>
  );
}
