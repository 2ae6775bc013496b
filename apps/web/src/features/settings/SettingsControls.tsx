import { useId } from 'react';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A radio group drawn as buttons: arrow keys move between the choices, as in any radio group. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="choices">
      <legend>{legend}</legend>
      <div className="choices__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choices__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ToggleProps {
  label: string;
  hint?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox drawn as a switch; the hint is its description for screen readers. */
export function Toggle({ label, hint, checked, onChange }: ToggleProps) {
  const hintId = useId();
  return (
    <div className="toggle">
      <label className="toggle__label">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="toggle__track" aria-hidden="true" />
        <span className="toggle__text">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="toggle__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
