/**
 * Who is acting: a student, or a supervisor (handledare). Inside the code a supervisor's role
 * is 'supervisor'; the §7 API's word 'teacher' stays at its edges (paths and fields, table
 * names, the access token's claim).
 */
export const ACTOR_ROLES = ['student', 'supervisor'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

export interface Actor {
  role: ActorRole;
  /** The actor's own id, from the verified token. */
  id: string;
}
