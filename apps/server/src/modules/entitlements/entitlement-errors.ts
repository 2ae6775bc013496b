import {
  BILLING_MESSAGES,
  type EntitlementFeature,
  type ErrorBody,
  lowestTierFor,
  type Tier,
} from '@kingside/contract';
import { AppError } from '../../platform/errors';

/**
 * 403 below the tier that unlocks a feature; the body names that tier, so the page can offer it.
 * Something gated above the feature's own lowest tier (a lesson course for gold) names its own.
 */
export class UpgradeRequired extends AppError {
  constructor(
    readonly feature: EntitlementFeature,
    readonly tier: Tier | null = lowestTierFor(feature),
  ) {
    super('upgrade_required', 403, BILLING_MESSAGES.upgrade_required);
  }

  override toBody(): ErrorBody {
    const { error } = super.toBody();
    return { error: { ...error, upgrade: { feature: this.feature, tier: this.tier } } };
  }
}

/**
 * 429 once a period's allowance is spent: the body says when it renews (the member's midnight)
 * and the lowest tier that allows more, if any.
 */
export class QuotaExceeded extends AppError {
  constructor(
    readonly feature: EntitlementFeature,
    readonly resetsAt: Date,
    readonly upgradeTo: Tier | null,
  ) {
    super('quota_exceeded', 429, BILLING_MESSAGES.quota_exceeded);
  }

  override toBody(): ErrorBody {
    const { error } = super.toBody();
    return {
      error: {
        ...error,
        resetsAt: this.resetsAt.toISOString(),
        ...(this.upgradeTo ? { upgrade: { feature: this.feature, tier: this.upgradeTo } } : {}),
      },
    };
  }
}
