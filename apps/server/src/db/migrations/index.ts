import type { Migration } from 'kysely';
import * as initial from './2026-11-22T00-initial.js';
import * as lockout from './2026-11-22T01-lockout-and-link-payload.js';
import * as oidc from './2026-11-22T02-oidc.js';
import * as cards from './2026-11-22T03-practice-cards.js';
import * as supervision from './2026-11-22T04-supervision.js';
import * as supportAndInterest from './2026-11-22T05-support-and-interest.js';
import * as rateLimits from './2026-11-26T00-rate-limits.js';
import * as lessonChanges from './2026-11-26T02-lesson-changes.js';
import * as rememberedSessions from './2026-11-26T03-remembered-sessions.js';
import * as sessionDevices from './2026-11-27T00-session-devices.js';
import * as drives from './2026-11-28T00-drives.js';
import * as cardHistory from './2026-11-28T01-card-history.js';
import * as cardComments from './2026-11-28T02-card-comments.js';
import * as supervisorInvitations from './2026-11-28T03-supervisor-invitations.js';
import * as driveReflection from './2026-12-06T00-drive-reflection.js';
import * as madeTimes from './2026-12-06T01-made-times.js';
import * as driveExplanations from './2026-12-06T02-drive-explanations.js';
import * as shares from './2026-12-06T03-shares.js';
import * as companionConfirmations from './2026-12-06T04-companion-confirmations.js';
import * as selfAssessments from './2026-12-06T05-self-assessments.js';
import * as notifications from './2026-12-07T00-notifications.js';
import * as readinessStatements from './2026-12-07T01-readiness-statements.js';
import * as roadToTest from './2026-12-07T02-road-to-test.js';

/** Every migration, by name; names sort in the order they run. Add, never edit. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T00-initial': initial,
  '2026-11-22T01-lockout-and-link-payload': lockout,
  '2026-11-22T02-oidc': oidc,
  '2026-11-22T03-practice-cards': cards,
  '2026-11-22T04-supervision': supervision,
  '2026-11-22T05-support-and-interest': supportAndInterest,
  '2026-11-26T00-rate-limits': rateLimits,
  '2026-11-26T02-lesson-changes': lessonChanges,
  '2026-11-26T03-remembered-sessions': rememberedSessions,
  '2026-11-27T00-session-devices': sessionDevices,
  '2026-11-28T00-drives': drives,
  '2026-11-28T01-card-history': cardHistory,
  '2026-11-28T02-card-comments': cardComments,
  '2026-11-28T03-supervisor-invitations': supervisorInvitations,
  '2026-12-06T00-drive-reflection': driveReflection,
  '2026-12-06T01-made-times': madeTimes,
  '2026-12-06T02-drive-explanations': driveExplanations,
  '2026-12-06T03-shares': shares,
  '2026-12-06T04-companion-confirmations': companionConfirmations,
  '2026-12-06T05-self-assessments': selfAssessments,
  '2026-12-07T00-notifications': notifications,
  '2026-12-07T01-readiness-statements': readinessStatements,
  '2026-12-07T02-road-to-test': roadToTest,
};
