import { useInactivityLogout } from './useInactivityLogout.js';

/** The inactivity logout as a component, so the layout loads it only while someone is logged in. */
export default function InactivityWatch() {
  useInactivityLogout();
  return null;
}
