import { TOAST_AUTO_CLOSE_MS } from '@ovningskort/domain';
// The unstyled build: the styles come from the stylesheet below, not from a <style> the
// library would add at run time (the CSP allows styles only from files).
import { ToastContainer } from 'react-toastify/unstyled';
import { useLayoutEffect } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { useMediaQuery } from '../lib/use-media-query.js';
import styles from './Toasts.module.css';

/** At most this many toasts at a time; the next waits until one has gone (issue 22). */
export const TOAST_LIMIT = 2;
/** On a phone one at a time, a slim bar: two stacked covered what was being read (issue 35). */
export const PHONE_TOAST_LIMIT = 1;
/** react-toastify's full-width layout, and ours for the phone (Toasts.module.css). */
const PHONE = '(max-width: 480px)';

/**
 * The toast container, loaded with the first toast: the spec's 2.5 s (5 s on the recovery
 * screens, set there), at the bottom of the screen rather than the spec's top right, where a
 * toast covered the header and its Meny button (issue 22, docs/decisions/018). Full width
 * on a phone, bottom right from 481 px; above a bar fixed at the bottom and under the open
 * menu (Toasts.module.css). Each toast is an alert, read out by screen readers.
 */
export default function Toasts() {
  useCookieBannerHeight();
  const phone = useMediaQuery(PHONE);
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={phone ? PHONE_TOAST_LIMIT : TOAST_LIMIT}
      className={styles.container}
    />
  );
}

/**
 * The cookie banner's height in `--cookie-banner-height` while it shows: on a phone the toasts
 * lie over the banner rather than over the page's buttons just above it (Toasts.module.css).
 * Here, not in the banner, so that the start page's entry does not carry it.
 */
function useCookieBannerHeight() {
  useLayoutEffect(() => {
    const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
    if (!banner) return;
    const root = document.documentElement;
    const keep = () =>
      root.style.setProperty(
        '--cookie-banner-height',
        `${banner.getBoundingClientRect().height}px`,
      );
    keep();
    const observer = new ResizeObserver(keep);
    observer.observe(banner);
    return () => observer.disconnect();
  }, []);
}
