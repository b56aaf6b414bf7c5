import { accountScreens } from '../../../copy/account.js';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button.js';
import styles from './DetailsPage.module.css';

const t = accountScreens.details;

/**
 * One row of 'Dina uppgifter': the current value and 'Ändra' (the spec's 'Ändra?', issue 22),
 * which turns the row into its editor. Focus goes into the editor, and back to 'Ändra' when it
 * closes. One row at a time, as the server takes them: a PUT changes only the fields it
 * sends, and a new e-mail address goes its own way (password, then a confirmation link).
 */
export function DetailRow({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children: (close: (notice?: string) => void) => ReactNode;
}) {
  // 'closed' is the view again after an edit: focus returns to 'Ändra' then, not on load.
  const [mode, setMode] = useState<'view' | 'editing' | 'closed'>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const row = useRef<HTMLLIElement>(null);
  const editing = mode === 'editing';

  useEffect(() => {
    if (mode === 'editing') row.current?.querySelector<HTMLInputElement>('input')?.focus();
    if (mode === 'closed') row.current?.querySelector<HTMLButtonElement>('[data-change]')?.focus();
  }, [mode]);

  function close(message?: string) {
    setNotice(message ?? null);
    setMode('closed');
  }

  return (
    <li ref={row} className={styles.row}>
      {editing ? (
        <div className={styles.editor}>{children(close)}</div>
      ) : (
        <>
          <span className={styles.label}>{label}</span>
          <span className={value ? styles.value : `${styles.value} ${styles.empty}`}>
            {value || t.empty}
          </span>
          <Button
            variant="secondary"
            className={styles.change}
            data-change
            onClick={() => {
              setNotice(null);
              setMode('editing');
            }}
          >
            {t.change}
            <span className="visually-hidden"> {label}</span>
          </Button>
          {notice ? (
            <p className={styles.notice} role="status">
              {notice}
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}

/** 'Spara' and the cancel button of an open row, named after the row for screen readers. */
export function EditorActions({
  label,
  saving,
  onCancel,
}: {
  label: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={saving}>
        {saving ? t.saving : t.save}
        <span className="visually-hidden"> {label}</span>
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {t.cancel}
        <span className="visually-hidden"> {label}</span>
      </Button>
    </div>
  );
}
