import { Component, useEffect, type ReactNode } from 'react';
import { Button } from '../components/Button.js';
import { Page } from '../components/Page.js';
import { offlineCopy } from '../copy/offline.js';
import { tryFailedScreensAgain } from './retrying-lazy.js';

/**
 * Whether a screen failed because its code or styles could not be fetched (no network, or not
 * yet on the device): the messages of Chromium, Firefox and Safari, and of Vite's preloading.
 */
export function isLoadFailure(error: unknown, online: boolean): boolean {
  if (!online) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** The wait before trying again while the browser says it is online: 1 s, 2 s, 4 s … 30 s. */
export function retryDelay(tries: number): number {
  return Math.min(30_000, 1000 * 2 ** tries);
}

/**
 * 'Det här behöver nät': tried again when the network returns, or when asked. Online already
 * (the 'online' event can come before the network really works, or the server was away), it
 * tries again by itself after a while, waiting longer each time.
 */
function NeedsNetwork({ tries, onRetry }: { tries: number; onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    const timer = navigator.onLine ? window.setTimeout(onRetry, retryDelay(tries)) : undefined;
    return () => {
      window.removeEventListener('online', onRetry);
      window.clearTimeout(timer);
    };
  }, [tries, onRetry]);
  return (
    <Page title={offlineCopy.needsNetwork}>
      <p role="status">{offlineCopy.needsNetworkScreen}</p>
      <Button variant="secondary" onClick={onRetry}>
        {offlineCopy.tryAgain}
      </Button>
    </Page>
  );
}

interface Props {
  /** The address shown: another address is another screen, tried afresh. */
  place: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  place: string;
  /** Loads tried again at this address since the first failure. */
  tries: number;
}

/**
 * Around the screens (issue 35): a screen whose code could not be loaded says that it needs
 * the network, instead of the blank page of an error nobody caught, and loads when the network
 * returns, without a reload (the screens' loaders start afresh then, retrying-lazy.tsx).
 * Any other error goes on up as before.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { error: null, place: this.props.place, tries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.place === state.place) return null;
    // Another screen, or back to one that failed: each is tried afresh (only swaps loaders,
    // so doing it twice does no harm).
    tryFailedScreensAgain();
    return { error: null, place: props.place, tries: 0 };
  }

  private readonly retry = () => {
    tryFailedScreensAgain();
    this.setState(({ tries }) => ({ error: null, tries: tries + 1 }));
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isLoadFailure(error, navigator.onLine)) throw error;
    return <NeedsNetwork tries={this.state.tries} onRetry={this.retry} />;
  }
}
