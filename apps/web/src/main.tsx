import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { registerServiceWorker } from './lib/service-worker-registration.js';
import './styles/global.css';

registerServiceWorker();

const root = createRoot(document.getElementById('root')!);
// A transition: React draws the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one task that holds a slow phone's main thread.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
