/**
 * The web app runs on Preact with its React compatibility layer (decision 036): every import
 * of React and React DOM – the app's, React Router's, TanStack Query's, React Hook Form's,
 * React-Toastify's – is answered by Preact, about 4 kB instead of React's 60 on every first
 * visit. The build (vite.config.ts) and the web's unit tests (vitest.config.ts) share these, so
 * what is tested is what ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
