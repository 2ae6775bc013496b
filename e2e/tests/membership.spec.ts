import { kingside } from '../support/kingside-cli';
import { newMember } from '../support/players';
import { expect, type Page, test } from '../support/test';

// BILLING_MESSAGES.card_declined (packages/contract/src/billing.ts), as the member reads it.
const CARD_DECLINED = 'Your card was declined. Try another card; you have not been charged.';

/** /insights below platinum: the Insights page's upsell. */
const insightsUpsell = (page: Page) => page.getByRole('heading', { name: 'Insights come with Platinum' });
/** /insights at platinum, for a member with no finished games yet: the report's empty state, not the upsell. */
const insightsUnlocked = (page: Page) => page.getByRole('heading', { name: 'No finished games yet' });

function planCard(page: Page, tier: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${tier}`) }) });
}

/** On the sandbox provider's hosted checkout page: a test card, then pay (or start the trial). */
async function payWithCard(page: Page, card: string, button: RegExp = /^Pay /) {
  await expect(page).toHaveURL(/\/billing\/sandbox\/checkout\/[^/]+$/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel(/^Expiry/).fill('12/34');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByLabel('Name on card').fill('Paul Morphy');
  await page.getByRole('button', { name: button }).click();
}

test('a member takes platinum with a coupon (first trial), and an open /insights unlocks without a reload', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const code = `SPRING${stamp.slice(-4).toUpperCase()}`;
  kingside('coupon:create', code, '--percent', '25', '--max-uses', '10');
  const insights = await newMember(browser, `pay_${stamp}`);
  await insights.goto('/insights');
  await expect(insightsUpsell(insights)).toBeVisible();

  const shop = await insights.context().newPage();
  await shop.goto(`/membership?c=${code}`);
  await expect(shop.getByText(`Coupon ${code} applied: 25% off your first payment`)).toBeVisible();
  const platinum = planCard(shop, 'Platinum');
  await expect(platinum.getByText('$7.99', { exact: true })).toBeVisible();
  await expect(platinum.getByText('$5.99', { exact: true })).toBeVisible();
  await expect(shop.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await platinum.getByRole('button', { name: 'Choose Platinum' }).click();

  // A new member's first subscription starts with the free trial; the coupon applies to the first charge.
  await expect(shop.getByText('7 days free, then $5.99/month')).toBeVisible();
  await payWithCard(shop, '4242 4242 4242 4242', /^Start the free trial/);
  await expect(shop).toHaveURL(/\/settings\/billing/);
  await expect(shop.getByText('Welcome to Platinum!')).toBeVisible({ timeout: 30_000 });
  await expect(shop.getByRole('region', { name: 'Your plan' }).getByText('Platinum')).toBeVisible();

  // The first page never reloaded: the membership push unlocked it.
  await expect(insightsUnlocked(insights)).toBeVisible({ timeout: 15_000 });
  await expect(insightsUpsell(insights)).toHaveCount(0);
});

test('a member pays for a platinum gift; the friend’s open /insights unlocks and a note greets them', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const friend = await newMember(browser, `gift_to_${stamp}`);
  await friend.goto('/insights');
  await expect(insightsUpsell(friend)).toBeVisible();

  const giver = await newMember(browser, `gift_from_${stamp}`);
  await giver.goto('/membership');
  await planCard(giver, 'Platinum').getByRole('button', { name: 'Give Platinum as a gift' }).click();
  await giver.getByLabel('Recipient’s username').fill(`gift_to_${stamp}`);
  await giver.getByRole('button', { name: 'Continue to payment' }).click();
  // A gift is paid at once: no trial.
  await payWithCard(giver, '4242 4242 4242 4242', /^Pay \$7\.99/);
  await expect(giver).toHaveURL(/\/settings\/billing/);

  await expect(insightsUnlocked(friend)).toBeVisible({ timeout: 15_000 });
  await friend.reload();
  await expect(friend.getByText(`🎁 gift_from_${stamp} gave you Platinum for a month!`)).toBeVisible();
});

test('a declined card says so, charges nothing and leaves the member basic', async ({ browser }) => {
  const page = await newMember(browser, `decl_${Date.now().toString(36)}`);
  await page.goto('/membership');
  await planCard(page, 'Platinum').getByRole('button', { name: 'Choose Platinum' }).click();

  await payWithCard(page, '4000 0000 0000 0002', /^Start the free trial/);
  await expect(page.getByText(CARD_DECLINED)).toBeVisible();

  await page.goto('/settings/billing');
  await expect(page.getByText('You are on Basic, the free tier.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See membership plans' })).toBeVisible();
});

test('a guest who signs up from a coupon link comes back to the plans with the coupon applied', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const code = `JOIN${stamp.slice(-4).toUpperCase()}`;
  kingside('coupon:create', code, '--percent', '20', '--max-uses', '10');
  await page.goto(`/membership?c=${code}`);
  await planCard(page, 'Gold').getByRole('link', { name: 'Choose Gold' }).click();
  await expect(page).toHaveURL(/\/register\?target=/);
  const username = `joiner_${stamp}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(new RegExp(`/membership\\?c=${code}$`));
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();
  await expect(page.getByText(`Coupon ${code} applied: 20% off your first payment`)).toBeVisible();
  await expect(planCard(page, 'Gold').getByRole('button', { name: 'Choose Gold' })).toBeVisible();
});
