import { LICENCE_CATEGORY_LABELS, type LicenceCategory } from '@ovningskort/domain';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './ChoiceFieldset.module.css';

/** A group of checkboxes or radio buttons with its legend and its error, wired for screen readers. */
export function ChoiceFieldset({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One checkbox or radio button with its label, as a large touch target. */
export function Choice({
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <label className={styles.choice}>
      <input {...input} />
      {label}
    </label>
  );
}

/** The licence-category checkboxes used by registration, profile completion and details. */
export function CategoryChoices({
  legend,
  categories,
  error,
  input,
}: {
  legend: string;
  categories: readonly LicenceCategory[];
  error?: string;
  /** What react-hook-form's register() gives for the field (shared by every checkbox). */
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <ChoiceFieldset legend={legend} error={error}>
      {categories.map((category) => (
        <Choice
          key={category}
          type="checkbox"
          value={category}
          label={LICENCE_CATEGORY_LABELS[category]}
          {...input}
        />
      ))}
    </ChoiceFieldset>
  );
}

/** Manual or automatic gearbox as two radio buttons; `value` is autotransmission. */
export function GearboxChoices({
  legend,
  labels,
  value,
  onChange,
  onBlur,
  error,
}: {
  legend: string;
  labels: { manual: string; automatic: string };
  value: boolean | undefined;
  onChange: (autotransmission: boolean) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const name = useId();
  return (
    <ChoiceFieldset legend={legend} error={error}>
      <Choice
        type="radio"
        name={name}
        label={labels.manual}
        checked={value === false}
        onChange={() => onChange(false)}
        onBlur={onBlur}
      />
      <Choice
        type="radio"
        name={name}
        label={labels.automatic}
        checked={value === true}
        onChange={() => onChange(true)}
        onBlur={onBlur}
      />
    </ChoiceFieldset>
  );
}
