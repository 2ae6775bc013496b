import type { Tier } from '@kingside/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../lib/load-chunk';
import '../../lib/i18n/locales/en.lessons';

// Only members below a course's tier see it: the membership prompt and its strings load then.
const UpgradePrompt = lazy(() =>
  loadChunk(() => import('../membership/UpgradePrompt')).then((module) => ({
    default: module.UpgradePrompt,
  })),
);

/** A course above the member's tier: what it needs, and the way to it. */
export function LessonUpsell({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="notice">{t('lessons.locked', { tier: t(`membershipLevel.${tier}`) })}</p>
      <Suspense fallback={null}>
        <UpgradePrompt feature="lessons" tier={tier} />
      </Suspense>
    </>
  );
}
