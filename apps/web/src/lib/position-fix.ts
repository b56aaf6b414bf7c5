import type { Place } from '@ovningskort/domain';

/**
 * One position fix of the device, for the light of a drive where it happened (issue 39). The
 * person is asked once, when a drive starts; a refusal is remembered and never asked again,
 * and a fix is only taken unasked where permission is already given. The fix is rounded to
 * about a kilometre and goes nowhere: the caller keeps it only until the drive's form is
 * filled in. Without one, nothing breaks: the answer is null.
 */
const DECLINED_KEY = 'ovk_position_declined';
/** How old a fix the device already has may be (a drive's start or end, not a route). */
const MAX_AGE_MS = 2 * 60_000;

function declined(): boolean {
  try {
    return localStorage.getItem(DECLINED_KEY) === '1';
  } catch {
    return true;
  }
}

function rememberDeclined(): void {
  try {
    localStorage.setItem(DECLINED_KEY, '1');
  } catch {
    // Nothing kept: the browser will say no again by itself.
  }
}

async function permissionGiven(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

const rounded = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * A fix within `waitMs` (a person answering the question counts too), or null. `ask: false`
 * takes one only when permission was given before, so the question comes at most once.
 */
export async function takePositionFix({
  ask,
  waitMs,
}: {
  ask: boolean;
  waitMs: number;
}): Promise<Place | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || declined()) return null;
  if (!ask && !(await permissionGiven())) return null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({
          latitude: rounded(position.coords.latitude),
          longitude: rounded(position.coords.longitude),
        });
      },
      (error) => {
        clearTimeout(timer);
        if (error.code === error.PERMISSION_DENIED) rememberDeclined();
        resolve(null);
      },
      { enableHighAccuracy: false, maximumAge: MAX_AGE_MS, timeout: waitMs },
    );
  });
}
