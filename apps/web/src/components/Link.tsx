import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
  /** Kept with the new history entry (useLocation().state), e.g. the page a link came from. */
  state?: unknown;
}

/**
 * A link inside the app: a real <a href> that React Router follows without reloading the page
 * (a click with a modifier key, or to open a new tab, is left to the browser). React Router's
 * own Link also carries its framework mode (prefetching route modules, view transitions),
 * which this app does not use and which would weigh on every page's first load.
 */
export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

/**
 * A link that says when it leads to the page shown (aria-current="page", which the menu
 * styles); with `end`, only on that exact path, not on the pages below it.
 */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const current =
    pathname === target ||
    (!end && pathname.startsWith(target) && pathname.charAt(target.length) === '/');
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
