/**
 * Who set a status, in words (issue 19, decision 020): the wording of the line under a
 * sub-moment, shared by every place that shows it – the lesson view and the progress PDF
 * (decision 021). Pure: the time is formatted by the caller (the device's time zone on screen,
 * Sweden's in the PDF).
 */
import type { ActorRole } from './actor.js';

/** The roles as the line names them. */
export const CARD_HISTORY_ROLE_WORDS: Readonly<Record<ActorRole, string>> = {
  student: 'elev',
  supervisor: 'handledare',
};

/** What the line says when the status was taken away (set back to none). */
export const STATUS_CLEARED_TEXT = 'Status borttagen';

/** 'Tor Handledare (handledare)', or the role alone when no name was kept. */
export function historyWhoText(by: { role: ActorRole; name: string }): string {
  const role = CARD_HISTORY_ROLE_WORDS[by.role];
  return by.name ? `${by.name} (${role})` : role;
}

/** 'Godkänd av Tor Handledare (handledare) 24 nov. 18:05'; an empty status says it was cleared. */
export function setByText(status: string, who: string, when: string): string {
  return `${status || STATUS_CLEARED_TEXT} av ${who} ${when}`;
}

/**
 * The change a 'set by' line names: the latest change of the cell (newest first), only when it
 * leads to the value shown – a change not known yet never lends its writer's name to another.
 */
export function latestLeadingTo<T extends { to: unknown }>(
  newestFirst: readonly T[],
  shown: unknown,
): T | undefined {
  const latest = newestFirst[0];
  return latest && latest.to === shown ? latest : undefined;
}
