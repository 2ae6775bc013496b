import {
  COMPUTER_BOTS,
  COMPUTER_LEVELS,
  type Color,
  type ComputerBot,
  computerLevel,
} from '@kingside/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BotAvatar } from './BotAvatar';
import { LevelTable } from './LevelTable';
import type { ComputerGameSetup } from './useComputerGame';
import '../../lib/i18n/locales/en.computer';

type ColorChoice = Color | 'random';

/** Picks the opponent (a bot, or Stockfish at a level) and a colour. */
export function ComputerSetup({
  initial,
  initialBot,
  onStart,
}: {
  initial: ComputerGameSetup | null;
  initialBot?: string | null;
  onStart: (setup: ComputerGameSetup) => void;
}) {
  const { t } = useTranslation();
  const [botKey, setBotKey] = useState(
    initial?.bot.key ?? COMPUTER_BOTS.find((b) => b.key === initialBot)?.key ?? 'stockfish',
  );
  const [level, setLevel] = useState(initial?.level ?? 1);
  const [color, setColor] = useState<ColorChoice>(initial?.color ?? 'white');
  const bot = COMPUTER_BOTS.find((b) => b.key === botKey) ?? COMPUTER_BOTS[0]!;
  const levelOf = (b: ComputerBot) => b.level ?? level;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const side: Color = color === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : color;
    onStart({ bot, level: levelOf(bot), color: side });
  };

  return (
    <form className="computer-setup" onSubmit={submit}>
      <fieldset className="computer-bots">
        <legend>{t('computer.choose')}</legend>
        {COMPUTER_BOTS.map((b) => {
          const row = computerLevel(levelOf(b));
          return (
            <label key={b.key} className={`computer-bot${b.key === botKey ? ' computer-bot--chosen' : ''}`}>
              <input
                type="radio"
                name="bot"
                value={b.key}
                checked={b.key === botKey}
                onChange={() => setBotKey(b.key)}
              />
              <BotAvatar botKey={b.key} />
              <span className="computer-bot__text">
                <strong>{t(`computer.bots.${b.key}.name` as 'computer.bots.pip.name')}</strong>
                <span className="computer-bot__meta">
                  {t('computer.levelElo', { level: row.level, elo: row.elo })} ·{' '}
                  {t(`computer.styles.${b.style}`)}
                </span>
                <span className="computer-bot__about">
                  {t(`computer.bots.${b.key}.about` as 'computer.bots.pip.about')}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {bot.level === null && (
        <label className="field">
          <span>{t('computer.level')}</span>
          <select value={level} onChange={(event) => setLevel(Number(event.currentTarget.value))}>
            {COMPUTER_LEVELS.map((row) => (
              <option key={row.level} value={row.level}>
                {t('computer.levelElo', { level: row.level, elo: row.elo })}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="computer-colors">
        <legend>{t('computer.color')}</legend>
        {(['white', 'random', 'black'] as const).map((c) => (
          <label key={c}>
            <input type="radio" name="color" value={c} checked={color === c} onChange={() => setColor(c)} />{' '}
            {t(`computer.colors.${c}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary">
        {t('computer.start')}
      </button>
      <LevelTable />
    </form>
  );
}
