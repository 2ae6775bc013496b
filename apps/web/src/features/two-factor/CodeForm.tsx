import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/server-error';

interface CodeFormProps {
  label: string;
  submit: string;
  submitting: string;
  /** TOTP only (6 digits), or a TOTP or recovery code. */
  kind: 'totp' | 'any';
  onCode: (code: string) => Promise<void>;
  /** Turning protection off is not the step to invite: it gets a plain button. */
  quiet?: boolean;
  children?: React.ReactNode;
}

/** One code field and its button; the server's message, when it refuses, says what to do next. */
export function CodeForm({ label, submit, submitting, kind, onCode, quiet, children }: CodeFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setBusy(true);
    setError(null);
    try {
      await onCode(code);
    } catch (caught) {
      setError(serverMessage(caught) ?? t('app.genericError'));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {error && (
        <div className="form__error" role="alert" id={`${id}-error`}>
          {error}
        </div>
      )}
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name="code"
          className={kind === 'totp' ? 'two-factor__digits' : undefined}
          inputMode={kind === 'totp' ? 'numeric' : undefined}
          autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
          maxLength={kind === 'totp' ? 6 : 16}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="security__actions">
        <button type="submit" className={quiet ? 'button' : 'button button--primary'} disabled={busy}>
          {busy ? submitting : submit}
        </button>
        {children}
      </div>
    </form>
  );
}
