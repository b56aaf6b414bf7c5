import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The web's unit tests run without a DOM (vitest.config.ts, environment 'node'). A component
 * without hooks is a plain function of its props, so a test can call it, walk the elements it
 * returns and press a button by calling its onClick: these helpers do the walking.
 */
type AnyComponent = (props: never) => ReactNode;
type Props = Record<string, unknown> & { children?: ReactNode };

/**
 * Every element under `node`, in document order. The components listed in `expand` (hookless
 * ones: Button, NoVoiceHelp…) are replaced by what they render; others stay as they are.
 */
export function elementsOf(
  node: ReactNode,
  expand: readonly AnyComponent[] = [],
): ReactElement<Props>[] {
  const found: ReactElement<Props>[] = [];
  const visit = (n: ReactNode): void => {
    if (Array.isArray(n)) {
      n.forEach(visit);
      return;
    }
    if (!isValidElement<Props>(n)) return;
    if (n.type === Fragment) {
      visit(n.props.children);
      return;
    }
    if (typeof n.type === 'function' && expand.includes(n.type as AnyComponent)) {
      visit((n.type as (props: Props) => ReactNode)(n.props));
      return;
    }
    found.push(n);
    visit(n.props.children);
  };
  visit(node);
  return found;
}

/** The text of a node as a person reads it: its strings and numbers, joined. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<Props>(node)) return textOf(node.props.children);
  return '';
}

/** The accessible name of a button: its aria-label, or its text. */
export function nameOf(element: ReactElement<Props>): string {
  const label = element.props['aria-label'];
  return typeof label === 'string' ? label : textOf(element.props.children).trim();
}

type PressableButton = ReactElement<Props & { onClick: () => void }>;

/** The <button>s named `name` under `node`, in order (the onClick of each is its press). */
export function buttonsNamed(
  node: ReactNode,
  name: string,
  expand: readonly AnyComponent[] = [],
): PressableButton[] {
  return elementsOf(node, expand).filter(
    (element) => element.type === 'button' && nameOf(element) === name,
  ) as PressableButton[];
}

/** The one <button> named `name` under `node`. */
export function buttonNamed(
  node: ReactNode,
  name: string,
  expand: readonly AnyComponent[] = [],
): PressableButton {
  const buttons = buttonsNamed(node, name, expand);
  if (buttons.length !== 1)
    throw new Error(`Expected one button named “${name}”, found ${buttons.length}`);
  return buttons[0]!;
}
