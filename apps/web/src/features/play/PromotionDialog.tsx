import type { Color } from '@kingside/contract';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_ROLES, type PromotionRole } from './game-state';
import '../../lib/i18n/locales/en.game';

interface PromotionDialogProps {
  color: Color;
  onChoose: (role: PromotionRole) => void;
  onCancel: () => void;
}

/** Queen, rook, bishop or knight: arrow keys move between them, Enter picks, Escape puts the pawn back. */
export function PromotionDialog({ color, onChoose, onCancel }: PromotionDialogProps) {
  const { t } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog until a piece is chosen.
      event.preventDefault();
      const next = event.shiftKey ? index - 1 : index + 1;
      buttons[(next + buttons.length) % buttons.length]?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes the dialog like Escape does
    <div
      className="promotion-backdrop"
      onClick={(event) => event.target === event.currentTarget && onCancel()}
      onKeyDown={() => {}}
    >
      <div
        className="promotion cg-wrap"
        role="dialog"
        aria-modal="true"
        aria-labelledby="promotion-title"
        onKeyDown={onKeyDown}
      >
        <h2 id="promotion-title" className="promotion__title">
          {t('game.promotion')}
        </h2>
        <div className="promotion__choices">
          {PROMOTION_ROLES.map((role, index) => (
            <button
              key={role}
              ref={index === 0 ? first : undefined}
              type="button"
              className="promotion__choice"
              aria-label={t(`game.pieces.${role}`)}
              onClick={() => onChoose(role)}
            >
              <piece className={`${role} ${color}`} />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--quiet button--small promotion__cancel"
          onClick={onCancel}
        >
          {t('game.cancel')}
        </button>
      </div>
    </div>
  );
}
