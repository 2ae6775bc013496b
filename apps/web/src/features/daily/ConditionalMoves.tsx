import { type Color, type ConditionalMovesView, DAILY_API, type GameView } from '@kingside/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { conditionalLinesText, parseConditionalLines } from './conditional-lines';
import '../../lib/i18n/locales/en.daily';

/** A daily game's conditional moves, while the opponent is to move: one line per row, in SAN or UCI. */
export function ConditionalMoves({ game, me }: { game: GameView; me: Color | null }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const waiting = game.daysPerMove !== null && game.status === 'started' && me !== null && game.turn !== me;

  // Reloaded each time the opponent is to move again: a reply may have been played meanwhile.
  useEffect(() => {
    if (!waiting) return;
    http.get<ConditionalMovesView>(DAILY_API.conditional(game.id)).then(
      ({ data }) => setText(conditionalLinesText(game.fen, data.lines)),
      () => {},
    );
  }, [http, game.id, game.fen, waiting]);

  if (!waiting) return null;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    const parsed = parseConditionalLines(game.fen, text);
    if ('bad' in parsed) {
      setStatus({
        ok: false,
        text: t('daily.conditional.illegal', { row: parsed.bad.row, move: parsed.bad.move }),
      });
      return;
    }
    try {
      const { data } = await http.post<ConditionalMovesView>(DAILY_API.conditional(game.id), {
        lines: parsed.lines,
      });
      setText(conditionalLinesText(game.fen, data.lines));
      setStatus({ ok: true, text: t('daily.conditional.saved', { count: data.lines.length }) });
    } catch (error) {
      setStatus({ ok: false, text: serverMessage(error) ?? t('daily.loadFailed') });
    }
  };

  return (
    <form className="daily-form" onSubmit={onSubmit} aria-labelledby="conditional-title">
      <h2 id="conditional-title">{t('daily.conditional.title')}</h2>
      <label className="field">
        <span>{t('daily.conditional.hint')}</span>
        <textarea
          rows={3}
          value={text}
          spellCheck={false}
          data-testid="conditional-lines"
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </label>
      <button type="submit" className="button">
        {t('daily.conditional.save')}
      </button>
      {status && (
        <p className="notice" role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
    </form>
  );
}
