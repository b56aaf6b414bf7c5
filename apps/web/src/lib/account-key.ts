import type { Role } from './session.js';

/**
 * A signed-in person's name on this device, the same in every tab and launch: `student:<id>` or
 * `teacher:<id>`. It keys their outbox, their saved cache and the places they last used.
 */
export const accountKey = (role: Role, id: string) => `${role}:${id}`;
