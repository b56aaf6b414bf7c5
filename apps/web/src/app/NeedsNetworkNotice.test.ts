import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { screenLacksData } from './NeedsNetworkNotice.js';

const clients: QueryClient[] = [];
const unsubscribes: (() => void)[] = [];

afterEach(() => {
  unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
  clients.splice(0).forEach((client) => client.clear());
});

function client() {
  const made = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(made);
  return made;
}

/** A query a screen shows (an observer subscribed: 'active'), that fails or answers. */
async function shown(queryClient: QueryClient, key: string, answer: 'fails' | 'answers') {
  const observer = new QueryObserver(queryClient, {
    queryKey: [key],
    queryFn: () =>
      answer === 'fails' ? Promise.reject(new Error('Kunde inte nå servern.')) : Promise.resolve(1),
  });
  unsubscribes.push(observer.subscribe(() => undefined));
  await observer.refetch().catch(() => undefined);
}

describe('screenLacksData', () => {
  it('is true when everything the screen asked for failed and nothing is on the device', async () => {
    const queryClient = client();
    await shown(queryClient, 'details', 'fails');
    await shown(queryClient, 'shares', 'fails');
    expect(screenLacksData(queryClient)).toBe(true);
  });

  it('is false when something of the screen is on the device, though a part failed', async () => {
    const queryClient = client();
    queryClient.setQueryData(['cards'], [1]);
    await shown(queryClient, 'cards', 'fails');
    await shown(queryClient, 'history', 'fails');
    expect(queryClient.getQueryState(['cards'])?.status).toBe('error');
    expect(screenLacksData(queryClient)).toBe(false);
  });

  it('is false for a screen that asks for nothing, and for queries no screen shows', async () => {
    const queryClient = client();
    expect(screenLacksData(queryClient)).toBe(false);
    await queryClient.prefetchQuery({
      queryKey: ['unseen'],
      queryFn: () => Promise.reject(new Error('Kunde inte nå servern.')),
    });
    expect(queryClient.getQueryState(['unseen'])?.status).toBe('error');
    expect(screenLacksData(queryClient)).toBe(false);
  });

  it('is false once the answers came', async () => {
    const queryClient = client();
    await shown(queryClient, 'details', 'answers');
    expect(screenLacksData(queryClient)).toBe(false);
  });
});
