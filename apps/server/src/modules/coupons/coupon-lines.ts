import { couponLastDay, type StaffCouponView } from '@kingside/contract';

/** What the CLI prints about coupons: one line each, plain text. */
export function describeDiscount(coupon: Pick<StaffCouponView, 'kind' | 'amount'>): string {
  return coupon.kind === 'percent' ? `${coupon.amount}% off` : `$${(coupon.amount / 100).toFixed(2)} off`;
}

export function describeCreated(coupon: StaffCouponView): string {
  const until = coupon.expiresAt ? `until ${couponLastDay(coupon.expiresAt)}` : 'no expiry';
  const uses = coupon.maxUses === null ? 'unlimited uses' : `at most ${coupon.maxUses} uses`;
  return `Created coupon ${coupon.code}: ${describeDiscount(coupon)}, ${until}, ${uses}.`;
}

/** Columns: code, discount, uses/max, last day, state; newest first. */
export function couponTable(coupons: StaffCouponView[]): string {
  if (coupons.length === 0) return 'No coupons yet.';
  const rows = [
    ['CODE', 'DISCOUNT', 'USES', 'LAST DAY', 'STATE'],
    ...coupons.map((c) => [
      c.code,
      describeDiscount(c),
      `${c.uses}/${c.maxUses ?? '∞'}`,
      c.expiresAt ? couponLastDay(c.expiresAt) : 'never',
      c.state,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
