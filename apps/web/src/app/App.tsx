import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.js';

/**
 * The app: the routes (the toasts are in the layout, Layout.tsx). The query cache is provided
 * by the screens that fetch (router.tsx) and the toast library loads with the first toast, so
 * the start page's entry carries neither.
 *
 * No transitions: a navigation shows the new page's location at once (with the spinner while
 * its chunk loads), rather than the old page under the new URL; what watches the location (the
 * inactivity logout) follows the address bar.
 */
export function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
