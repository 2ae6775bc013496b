import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/server-error';

/** One form submission at a time, with the server's message (or a plain apology) when it fails. */
export function useSubmit() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setSubmitting(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(serverMessage(caught) ?? t('app.genericError'));
    } finally {
      setSubmitting(false);
    }
  };
  return { error, submitting, run };
}

export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <div className="form__error" role="alert">
      {error}
    </div>
  );
}
