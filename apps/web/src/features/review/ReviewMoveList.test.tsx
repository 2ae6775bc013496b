import { type ReviewedMove, reviewGame } from '@kingside/contract/review';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import '../../test/cleanup';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { INITIAL_FEN } from '../play/move-stepper';
import type { ClassMarking } from './class-style';
import { RULE_VALUES } from './ReviewHelpPage';
import { ReviewMoveList } from './ReviewMoveList';

// 1. f3 e5 2. g4?? Qh4#.
const reviewed: ReviewedMove[] = reviewGame({
  startFen: INITIAL_FEN,
  moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'],
  evals: [
    { best: 'e2e4', score: { cp: 20 }, second: { cp: 15 } },
    { best: 'e7e5', score: { cp: -40 }, second: { cp: -35 } },
    { best: 'd2d4', score: { cp: -50 }, second: { cp: -60 } },
    { best: 'd8h4', score: { mate: -1 }, second: { cp: -200 } },
    { best: null, score: { cp: 0 }, second: null },
  ],
  bookPlies: 1,
})!.moves;

function list(marking: ClassMarking) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ReviewMoveList
        san={['f3', 'e5', 'g4', 'Qh4#']}
        reviewed={reviewed}
        marking={marking}
        displayType="text"
        current={3}
        onSelect={vi.fn()}
      />
    </I18nextProvider>,
  );
  return within(screen.getByRole('list', { name: 'Moves' }));
}

describe('ReviewMoveList', () => {
  it('names each move with its class and marks it per the style: symbols by default', () => {
    const moves = list('symbol');
    expect(moves.getByRole('button', { name: 'f3, Book' }).textContent).toBe('f3≡');
    expect(moves.getByRole('button', { name: 'g4, Blunder' }).textContent).toBe('g4??');
    expect(moves.getByRole('button', { name: 'g4, Blunder' }).getAttribute('aria-current')).toBe('step');
  });

  it('writes the class out with the text style', () => {
    expect(list('text').getByRole('button', { name: 'g4, Blunder' }).textContent).toBe('g4Blunder');
  });

  it('shows no marks with the none style, the names stay for screen readers', () => {
    expect(list('none').getByRole('button', { name: 'g4, Blunder' }).textContent).toBe('g4');
  });
});

describe('ReviewHelpPage', () => {
  it('quotes the classifier’s own thresholds', async () => {
    renderApp('/help/game-review', { api: fakeApi({}) });
    expect(RULE_VALUES.mistake).toBe(20);
    expect((await screen.findByRole('row', { name: /Blunder/ })).textContent).toContain(
      'Loses more than 20 points.',
    );
    expect(screen.getByRole('row', { name: /Inaccuracy/ }).textContent).toContain(
      'Loses more than 5 and at most 10 points.',
    );
  });
});
