/** The logout is shared by Hem, the menu and the inactivity logout: it lives in src/lib. */
export { useLogout } from '../../../lib/use-logout.js';
