import { type MemberProfileView, PROFILE_LIMITS } from '@kingside/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { FlairPicker } from './FlairPicker';
import { listCountries, saveProfile } from './members.api';
import '../../lib/i18n/locales/en.members';

type Country = { code: string; name: string };

/** The countries for the picker, from the Profile service; until they come, the current one alone. */
function useCountries(): Country[] | null {
  const { platform } = useServices();
  const [countries, setCountries] = useState<Country[] | null>(null);
  useEffect(() => {
    let live = true;
    listCountries(platform).then(
      (list) => live && setCountries(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [platform]);
  return countries;
}

/** The owner's edit in place: the page's POST (§2), answered with the saved profile. */
export function ProfileEditor({
  profile,
  onSaved,
  onCancel,
}: {
  profile: MemberProfileView;
  onSaved(profile: MemberProfileView): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const { http, context } = useServices();
  const alerts = useAlerts();
  const countries = useCountries();
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState({
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    country: profile.country ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    flairCode: profile.flairCode ?? '',
  });
  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((old) => ({ ...old, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveProfile(http, profile.username, fields);
      alerts.success(saved.message);
      onSaved(saved.profile);
    } catch (error) {
      alerts.error(serverMessage(error) ?? t('app.genericError'));
    } finally {
      setSaving(false);
    }
  }

  const text = (name: 'firstName' | 'lastName' | 'location', max: number) => (
    <label className="field">
      <span className="field__label">{t(`profile.${name}`)}</span>
      <input
        className="input"
        name={name}
        value={fields[name]}
        maxLength={max}
        onChange={(event) => set(name)(event.target.value)}
      />
    </label>
  );

  return (
    <form className="profile-editor profile-card" onSubmit={submit}>
      <div className="profile-editor__row">
        {text('firstName', PROFILE_LIMITS.firstName)}
        {text('lastName', PROFILE_LIMITS.lastName)}
      </div>
      <div className="profile-editor__row">
        <label className="field">
          <span className="field__label">{t('profile.country')}</span>
          <select
            className="input"
            name="country"
            value={fields.country}
            onChange={(event) => set('country')(event.target.value)}
          >
            <option value="">{t('profile.noCountry')}</option>
            {(countries ?? (fields.country ? [{ code: fields.country, name: fields.country }] : [])).map(
              (c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ),
            )}
          </select>
        </label>
        {text('location', PROFILE_LIMITS.location)}
      </div>
      <label className="field">
        <span className="field__label">{t('profile.bio')}</span>
        <textarea
          className="input"
          name="bio"
          rows={4}
          value={fields.bio}
          maxLength={PROFILE_LIMITS.bio}
          aria-describedby="profile-bio-hint"
          onChange={(event) => set('bio')(event.target.value)}
        />
      </label>
      <span id="profile-bio-hint" className="field__hint">
        {t('profile.bioHint', { max: PROFILE_LIMITS.bio })}
      </span>
      <FlairPicker
        value={fields.flairCode}
        level={profile.membershipLevel}
        features={context.features}
        onChange={set('flairCode')}
      />
      <div className="profile-editor__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
