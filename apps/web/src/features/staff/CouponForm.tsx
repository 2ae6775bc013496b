import {
  COUPON_KINDS,
  type CouponCreateRequest,
  type CouponKind,
  isErrorBody,
  type StaffCouponView,
} from '@kingside/contract';
import axios from 'axios';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { createCoupon } from './coupons.api';
import '../../lib/i18n/locales/en.staff';

type Field = 'code' | 'amount' | 'expires' | 'maxUses';
const FIELDS: readonly string[] = ['code', 'amount', 'expires', 'maxUses'] satisfies Field[];

/** The field a 400 or 409 answer names, with the error's code. */
function refusedField(error: unknown): { field: Field; code: string } | null {
  if (!axios.isAxiosError(error) || !isErrorBody(error.response?.data)) return null;
  const { field, code } = error.response.data.error;
  return field && FIELDS.includes(field) ? { field: field as Field, code } : null;
}

/**
 * A new coupon. The server checks every rule (the CLI goes through the same ones); its answer is
 * shown beside the field it names, in the page's language.
 */
export function CouponForm({ onCreated }: { onCreated: (coupon: StaffCouponView) => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const id = useId();
  const [kind, setKind] = useState<CouponKind>('percent');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const messageFor = (field: Field, code: string): string => {
    if (field === 'code')
      return t(code === 'conflict' ? 'staff.coupons.errors.codeTaken' : 'staff.coupons.errors.code');
    if (field === 'amount')
      return t(kind === 'percent' ? 'staff.coupons.errors.percent' : 'staff.coupons.errors.fixed');
    return t(`staff.coupons.errors.${field}`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: Field) => String(data.get(name) ?? '').trim();
    const amount = Number(text('amount'));
    const request: CouponCreateRequest = {
      code: text('code'),
      kind,
      // Staff type dollars; the server counts cents.
      amount: kind === 'percent' ? amount : Math.round(amount * 100),
      expires: text('expires') || null,
      maxUses: text('maxUses') === '' ? null : Number(text('maxUses')),
    };
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const created = await createCoupon(http, request);
      form.reset();
      setKind('percent');
      onCreated(created);
    } catch (error) {
      const refused = refusedField(error);
      const status = axios.isAxiosError(error) ? error.response?.status : undefined;
      if (refused) setErrors({ [refused.field]: messageFor(refused.field, refused.code) });
      else
        setFailure(t(status === 401 || status === 403 ? 'staff.coupons.forbidden' : 'staff.coupons.failed'));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] && (
      <span className="field__note field__note--bad" id={`${id}-${field}-error`}>
        {errors[field]}
      </span>
    );

  return (
    <form className="form coupon-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{t('staff.coupons.create')}</h2>
      {failure && (
        <div className="form__error" role="alert">
          {failure}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-code`}>{t('staff.coupons.code')}</label>
        <input {...input('code')} autoComplete="off" maxLength={32} className="coupon-form__code" />
        <span className="field__hint">{t('staff.coupons.codeHint')}</span>
        {error('code')}
      </div>
      <fieldset className="coupon-form__kind">
        <legend>{t('staff.coupons.kind')}</legend>
        {COUPON_KINDS.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            {t(`staff.coupons.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('staff.coupons.amount')}</label>
        <input {...input('amount')} type="number" inputMode="decimal" step={kind === 'percent' ? 1 : 0.01} />
        {error('amount')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-expires`}>{t('staff.coupons.expires')}</label>
        <input {...input('expires')} type="date" />
        {error('expires')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-maxUses`}>{t('staff.coupons.maxUses')}</label>
        <input {...input('maxUses')} type="number" inputMode="numeric" step={1} />
        <span className="field__hint">{t('staff.coupons.unlimitedHint')}</span>
        {error('maxUses')}
      </div>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('staff.coupons.submit')}
        </button>
      </div>
    </form>
  );
}
