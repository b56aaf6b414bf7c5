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

/**
 * What a status set by the learner is (issue 34): her own assessment, never an approval. The
 * spec lets her set any status on her own sub-moments; the record says whose it is.
 */
export const OWN_ASSESSMENT_TEXT = 'Elevens egen bedömning';

const supervisorWho = (name: string) => (name ? `handledaren ${name}` : 'handledaren');

/**
 * Who set a status as it is now, and when, so that an approval and a self-assessment can never
 * be taken for each other: 'Godkänd av handledaren Tor Handledare 24 nov. 18:05', 'Visad
 * kunskap enligt handledaren Tor Handledare …', 'Elevens egen bedömning: Godkänd 24 nov.
 * 18:05'; an empty status says who took it away.
 */
export function setByText(
  status: string,
  by: { role: ActorRole; name: string },
  when: string,
): string {
  if (!status) {
    const who = by.role === 'supervisor' ? supervisorWho(by.name) : 'eleven';
    return `${STATUS_CLEARED_TEXT} av ${who} ${when}`;
  }
  if (by.role === 'student') return `${OWN_ASSESSMENT_TEXT}: ${status} ${when}`;
  const verb = status === 'Godkänd' ? 'av' : 'enligt';
  return `${status} ${verb} ${supervisorWho(by.name)} ${when}`;
}

/** Whether a sub-moment counts as approved: "Godkänd", set by the supervisor. */
export function approvedBySupervisor(
  status: string,
  latest: { by?: { role: ActorRole }; byRole?: ActorRole } | undefined,
): boolean {
  return status === 'Godkänd' && (latest?.by?.role ?? latest?.byRole) === 'supervisor';
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
