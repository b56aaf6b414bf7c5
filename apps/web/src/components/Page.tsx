import type { ReactNode } from 'react';
import styles from './Page.module.css';

export const pageStyles = styles;

/** A centred page with an optional step label, its heading and a card for the content. */
export function Page({
  title,
  step,
  children,
}: {
  title: string;
  step?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        {step ? <p className={styles.step}>{step}</p> : null}
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
