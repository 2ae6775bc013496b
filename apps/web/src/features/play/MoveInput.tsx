import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playMove } from './game-state';
import '../../lib/i18n/locales/en.game';

/** Moves by keyboard: SAN (`Nf3`, `O-O`, `e8=Q`) or UCI (`g1f3`). */
export function MoveInput({
  fen,
  myTurn,
  onMove,
}: {
  fen: string;
  myTurn: boolean;
  onMove: (played: NonNullable<ReturnType<typeof playMove>>) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (!myTurn) {
      setError(t('game.errors.not_your_turn'));
      return;
    }
    const played = playMove(fen, value);
    if (!played) {
      setError(t('game.illegalTyped', { move: value }));
      return;
    }
    setError(null);
    setText('');
    onMove(played);
  };

  return (
    <form className="move-input" onSubmit={onSubmit}>
      <input
        aria-label={t('game.moveInput')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'move-input-error' : undefined}
        placeholder={`${t('game.moveInput')} (${t('game.moveInputHint')})`}
        value={text}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <p id="move-input-error" className="move-input__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
