import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { resendVerification } from './account-security.api';
import { FormError, useSubmit } from './useSubmit';

/** Asks for a fresh verification mail; the server limits how often. */
export function ResendVerification({ label }: { label: string }) {
  const { http } = useServices();
  const alerts = useAlerts();
  const { error, submitting, run } = useSubmit();
  return (
    <div className="resend">
      <FormError error={error} />
      <button
        type="button"
        className="button"
        disabled={submitting}
        onClick={() => void run(async () => alerts.success(await resendVerification(http)))}
      >
        {label}
      </button>
    </div>
  );
}
