import { DRIVE_PAGE_DEFAULT, type Drive, type DrivesResponse } from '@ovningskort/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api.js';
import { drivesKey, supervisedDrivesKey } from './keys.js';
import { drivesResponse } from './responses.js';
import type { DrivesScope } from './scope.js';

/**
 * The drive log of the scope, a page at a time, the latest drive first: the first page, and
 * older ones as the person asks for them ("Visa äldre körningar").
 */
function useDrives(scope: DrivesScope) {
  return useInfiniteQuery({
    queryKey: scope.role === 'student' ? drivesKey : supervisedDrivesKey(scope.studentId),
    queryFn: ({ pageParam }): Promise<DrivesResponse> =>
      api.request(drivesPagePath(scope, pageParam), {
        role: scope.role === 'student' ? 'student' : 'teacher',
        response: drivesResponse,
      }),
    initialPageParam: null as string | null,
    // null: this page is the last.
    getNextPageParam: (page) => page.next,
  });
}

export function drivesPath(scope: DrivesScope): string {
  return scope.role === 'student'
    ? '/v1/drives'
    : `/v1/teacher/drives/${encodeURIComponent(scope.studentId)}`;
}

/** One page of the log: DRIVE_PAGE_DEFAULT drives after the cursor (from the latest without). */
export function drivesPagePath(scope: DrivesScope, before: string | null): string {
  const query = `limit=${DRIVE_PAGE_DEFAULT}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
  return `${drivesPath(scope)}?${query}`;
}

const noDrives: readonly Drive[] = [];

/**
 * What the pages read so far hold: their drives in order (a drive on two pages, moved while
 * they were read, once), and the server's totals of the drives older than the last of them.
 */
export function drivesOfPages(pages: readonly DrivesResponse[] | undefined): {
  drives: readonly Drive[];
  olderTotals: DrivesResponse['olderTotals'];
} {
  if (!pages || pages.length === 0) return { drives: noDrives, olderTotals: null };
  const seen = new Set<string>();
  const drives = pages.flatMap((page) =>
    page.drives.filter((drive) => !seen.has(drive.id) && seen.add(drive.id)),
  );
  return { drives, olderTotals: pages[pages.length - 1]!.olderTotals };
}

/**
 * The drive log of the scope as a screen uses it: the query, the drives of the pages read so
 * far with the totals of the older ones, and "Visa äldre körningar" (`older`, for
 * ShowOlderDrives).
 */
export function useDrivePages(scope: DrivesScope) {
  const query = useDrives(scope);
  const held = useMemo(() => drivesOfPages(query.data?.pages), [query.data]);
  const { fetchNextPage } = query;
  return {
    query,
    ...held,
    older: {
      more: query.hasNextPage,
      loading: query.isFetchingNextPage,
      failed: query.isFetchNextPageError,
      shownOlder: (query.data?.pages.length ?? 0) > 1,
      onShowOlder: () => void fetchNextPage(),
    },
  };
}
