import {
  canonicalMunicipality,
  municipalitiesByPrefix,
  municipalitiesContaining,
} from '@ovningskort/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { FieldFrame, inputClassName } from './Field.js';
import styles from './MunicipalityCombobox.module.css';

export const NO_MATCH_TEXT = 'Hittar inga. Kontrollera stavningen.';

/**
 * A text box that suggests Sweden's municipalities as you type (ARIA combobox):
 * arrow keys move, Enter or a click picks, Escape closes.
 */
export function MunicipalityCombobox({
  label,
  value,
  onChange,
  onBlur,
  error,
  match = 'prefix',
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  match?: 'prefix' | 'substring';
  name?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const find = match === 'prefix' ? municipalitiesByPrefix : municipalitiesContaining;
  const suggestions = value.trim() === '' ? [] : find(value);
  const exact = suggestions.length === 1 && suggestions[0] === value;
  const showList = open && suggestions.length > 0 && !exact;
  const showEmpty = open && value.trim() !== '' && suggestions.length === 0;

  function pick(name: string) {
    onChange(name);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && showList) {
      const chosen = suggestions[active] ?? (suggestions.length === 1 ? suggestions[0] : undefined);
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className={styles.wrapper}>
        <input
          id={id}
          name={name}
          className={inputClassName}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            const canonical = canonicalMunicipality(value);
            if (canonical && canonical !== value) onChange(canonical);
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.list}
          hidden={!showList}
        >
          {showList &&
            suggestions.map((name, index) => (
              <li
                key={name}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(name)}
              >
                {name}
              </li>
            ))}
        </ul>
      </div>
      {showEmpty ? (
        <p className={styles.empty} role="status">
          {NO_MATCH_TEXT}
        </p>
      ) : null}
    </FieldFrame>
  );
}
