import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths.js';
import { Layout } from './Layout.js';
import Home from './routes/home.js';

/** Every route but `/`, with their guards (screens.tsx), loaded for the first other page. */
const ScreenRoutes = lazy(() => import('./screens.js'));

/**
 * Routes of spec §2 inside the layout. The start page comes with the entry, as it is the first
 * paint; the table of the other screens, and each screen, are chunks loaded when first visited
 * (the layout shows a spinner meanwhile).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home} element={<Home />} />
        <Route path="*" element={<ScreenRoutes />} />
      </Route>
    </Routes>
  );
}
