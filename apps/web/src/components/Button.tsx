import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from './Link.js';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary';

const classes = (variant: Variant, block?: boolean, extra?: string) =>
  [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].join(' ').trim();

export function Button({
  variant = 'primary',
  block,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean }) {
  return <button type={type} className={classes(variant, block, className)} {...props} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant = 'primary',
  block,
  className,
  ...props
}: LinkProps & { variant?: Variant; block?: boolean }) {
  return <Link className={classes(variant, block, className)} {...props} />;
}
