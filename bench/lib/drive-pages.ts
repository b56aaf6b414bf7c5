// The whole drive log as a load generator reads it back (untimed): `GET /api/v1/drives` answers
// one page, the latest first (security round 3: `limit` at most 500, `next` the cursor to the
// older page as `before`, null on the last page), so the pages are followed to the end.
import type { BearerResponse } from './bearer-client.js';

type Send = (method: string, path: string, token: string) => Promise<BearerResponse>;

const PAGE = 500;

/** The ids of every drive of the token's student. */
export async function allDriveIds(send: Send, token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let before: string | null = null;
  do {
    const query = `limit=${PAGE}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
    const response = await send('GET', `/api/v1/drives?${query}`, token);
    if (response.status !== 200) {
      throw new Error(`GET /api/v1/drives?${query}: ${response.status} ${response.text}`);
    }
    const page = JSON.parse(response.text) as { drives: { id: string }[]; next: string | null };
    for (const drive of page.drives) ids.add(drive.id);
    before = page.next;
  } while (before);
  return ids;
}
