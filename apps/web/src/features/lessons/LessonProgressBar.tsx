import type { LessonProgress } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.lessons';

/** Positions solved of all, as a bar and in words. */
export function LessonProgressBar({ progress }: { progress: LessonProgress }) {
  const { t } = useTranslation();
  const text = t('lessons.progress', { solved: progress.solved, total: progress.total });
  return (
    <div className="lesson-progress">
      <progress
        value={progress.solved}
        max={Math.max(progress.total, 1)}
        aria-label={t('lessons.progressLabel')}
        aria-valuetext={text}
      />
      <span className="lesson-progress__text">{text}</span>
    </div>
  );
}
