import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('MembershipPage', () => {
  it('lists the five tiers with their features', async () => {
    renderApp('/membership');
    const plans = await screen.findAllByRole('heading', { level: 2 });
    expect(plans.map((plan) => plan.textContent)).toEqual(['Basic', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(screen.getByText('Unlimited puzzles')).toBeTruthy();
  });

  it('announces the coupon of ?c=', async () => {
    renderApp('/membership?c=SPRING25');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Coupon SPRING25 will be applied at checkout.',
    );
  });

  it('marks the member’s current plan', async () => {
    renderApp('/membership', { context: pageContext({ current: memberPayload('Alice', 'gold') }) });
    expect(await screen.findByText('Your plan')).toBeTruthy();
  });
});
