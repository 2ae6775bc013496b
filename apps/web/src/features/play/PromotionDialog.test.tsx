import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import '../../test/cleanup';
import { PromotionDialog } from './PromotionDialog';

function open() {
  const onChoose = vi.fn();
  const onCancel = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <PromotionDialog color="white" onChoose={onChoose} onCancel={onCancel} />
    </I18nextProvider>,
  );
  return { onChoose, onCancel, user: userEvent.setup() };
}

describe('PromotionDialog', () => {
  it('offers the four pieces, queen first and focused', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Promote the pawn to' });
    expect(dialog).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Queen' }));
    for (const name of ['Rook', 'Bishop', 'Knight'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('is played with the keyboard: arrows move, Enter picks, Escape cancels', async () => {
    const { user, onChoose, onCancel } = open();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Knight' }));
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('knight');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
