import './seeks.css';
import {
  type ClientMessage,
  formatTimeControl,
  type LobbyRatings,
  RATING_RANGE_OFFSETS,
  ratingRangeAround,
  SEEK_COLORS,
  type SeekColor,
  speedOf,
  type TimeControl,
} from '@kingside/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KingIcon } from './KingIcon';
import { ModeFields } from './ModeFields';
import { TimeControlFields } from './TimeControlFields';
import '../../lib/i18n/locales/en.seeks';
import '../../lib/i18n/locales/en.play';

type SeekMessage = Extract<ClientMessage, { t: 'seek' }>;

interface CustomSeekFormProps {
  canRate: boolean;
  /** The player's own pairing ratings, once the lobby sent them: the range shows absolute. */
  ratings: LobbyRatings | null;
  onSeek: (message: SeekMessage, tc: TimeControl) => void;
}

const signed = (offset: number) => (offset > 0 ? `+${offset}` : offset < 0 ? `−${-offset}` : '0');

/**
 * The lobby's custom game: time control, mode, the colour to play (lichess's three kings) and the
 * opponents' rating range as offsets around the player's own rating (lichess's −500…+500).
 */
export function CustomSeekForm({ canRate, ratings, onSeek }: CustomSeekFormProps) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(5);
  const [increment, setIncrement] = useState(3);
  const [rated, setRated] = useState(canRate);
  const [color, setColor] = useState<SeekColor>('random');
  const [below, setBelow] = useState<number>(RATING_RANGE_OFFSETS.below);
  const [above, setAbove] = useState<number>(RATING_RANGE_OFFSETS.above);

  const tc = { initial: Math.round(minutes * 60), increment };
  const speed = speedOf(tc);
  const rating = ratings?.[speed] ?? null;
  const bounds = rating === null ? null : ratingRangeAround(rating, { min: below, max: above });
  const rangeText = bounds
    ? t('seeks.range.summary', { min: bounds.min, max: bounds.max })
    : t('seeks.range.summaryOffsets', { below: signed(below), above: signed(above) });
  const valueText = (offset: number) =>
    rating === null ? signed(offset) : `${signed(offset)} (${rating + offset})`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSeek({ t: 'seek', tc, rated: canRate && rated, color, ratingRange: { min: below, max: above } }, tc);
  };

  return (
    <form className="custom-game form" onSubmit={onSubmit} aria-labelledby="custom-title">
      <h2 id="custom-title" className="lobby__section-title">
        {t('play.custom.title')}
      </h2>
      <TimeControlFields
        idPrefix="custom"
        className="custom-game__row"
        minutes={minutes}
        increment={increment}
        onMinutes={setMinutes}
        onIncrement={setIncrement}
      />
      <p className="custom-game__speed">
        {t('play.custom.speed', { speed: t(`play.speeds.${speed}`) })} · {formatTimeControl(tc)}
      </p>
      <ModeFields name="mode" rated={rated} canRate={canRate} onChange={setRated} />
      <fieldset className="rating-range">
        <legend>{t('seeks.range.legend')}</legend>
        <div className="rating-range__field">
          <label htmlFor="custom-range-below">{t('seeks.range.below')}</label>
          <input
            id="custom-range-below"
            type="range"
            min={RATING_RANGE_OFFSETS.below}
            max={0}
            step={RATING_RANGE_OFFSETS.step}
            value={below}
            aria-valuetext={valueText(below)}
            onChange={(event) => setBelow(Number(event.target.value))}
          />
          <output htmlFor="custom-range-below">{signed(below)}</output>
        </div>
        <div className="rating-range__field">
          <label htmlFor="custom-range-above">{t('seeks.range.above')}</label>
          <input
            id="custom-range-above"
            type="range"
            min={0}
            max={RATING_RANGE_OFFSETS.above}
            step={RATING_RANGE_OFFSETS.step}
            value={above}
            aria-valuetext={valueText(above)}
            onChange={(event) => setAbove(Number(event.target.value))}
          />
          <output htmlFor="custom-range-above">{signed(above)}</output>
        </div>
        <p className="rating-range__summary">{rangeText}</p>
      </fieldset>
      <fieldset className="color-choice">
        <legend>{t('seeks.color.legend')}</legend>
        {SEEK_COLORS.map((value) => (
          <label key={value} className="color-choice__option" title={t(`seeks.color.${value}`)}>
            <input
              type="radio"
              name="color"
              value={value}
              checked={color === value}
              onChange={() => setColor(value)}
            />
            <span className="color-choice__button">
              <KingIcon color={value} className="color-choice__king" />
              <span className="visually-hidden">{t(`seeks.color.${value}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary button--block">
        {t('play.custom.submit')}
      </button>
    </form>
  );
}
