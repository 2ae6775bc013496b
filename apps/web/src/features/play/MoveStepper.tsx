import { useTranslation } from 'react-i18next';
import type { MoveStepper } from './move-stepper';
import '../../lib/i18n/locales/en.game';

/** First / previous / next / last, and "back to live" while a live game is being looked back on. */
export function MoveStepperBar({
  stepper,
  plies,
  live,
}: {
  stepper: MoveStepper;
  plies: number;
  live: boolean;
}) {
  const { t } = useTranslation();
  const buttons = [
    {
      key: 'first',
      label: t('game.step.first'),
      glyph: '«',
      onClick: stepper.first,
      disabled: stepper.shown === 0,
    },
    {
      key: 'prev',
      label: t('game.step.prev'),
      glyph: '‹',
      onClick: stepper.prev,
      disabled: stepper.shown === 0,
    },
    {
      key: 'next',
      label: t('game.step.next'),
      glyph: '›',
      onClick: stepper.next,
      disabled: stepper.shown >= plies,
    },
    {
      key: 'last',
      label: t('game.step.last'),
      glyph: '»',
      onClick: stepper.last,
      disabled: stepper.shown >= plies,
    },
  ];
  return (
    <div className="stepper">
      <fieldset className="stepper__buttons">
        <legend className="visually-hidden">{t('game.step.label')}</legend>
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            className="stepper__button"
            aria-label={button.label}
            title={button.label}
            disabled={button.disabled}
            onClick={button.onClick}
          >
            <span aria-hidden="true">{button.glyph}</span>
          </button>
        ))}
      </fieldset>
      {live && !stepper.following && (
        <button type="button" className="stepper__live" onClick={stepper.last}>
          {t('game.step.backToLive')}
        </button>
      )}
    </div>
  );
}
