import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Field.module.css';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** Wraps a control with its label and its error, wired for screen readers. */
export function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClassName = styles.input;

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error}>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      />
    </FieldFrame>
  );
});

/** A password input with a show/hide button, and a hint under it if given (e.g. its strength). */
export const PasswordField = forwardRef<
  HTMLInputElement,
  Omit<InputProps, 'type'> & { hint?: ReactNode }
>(function PasswordField({ label, error, id, hint, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame id={inputId} label={label} error={error}>
      <div className={styles.withToggle}>
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...props}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={inputId}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Dölj' : 'Visa'}
          <span className="visually-hidden"> lösenord</span>
        </button>
      </div>
      {hint ? <div id={`${inputId}-hint`}>{hint}</div> : null}
    </FieldFrame>
  );
});
