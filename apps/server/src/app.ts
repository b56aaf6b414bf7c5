import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { configureSwedishValidationMessages } from '@ovningskort/domain';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Agent as HttpsAgent } from 'node:https';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { connectDatabase, migrateToLatest } from './db/connect.js';
import type { EventBus } from './events/bus.js';
import { createEventBus } from './events/select.js';
import { resolveAuthSecret } from './lib/auth-secret.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createMailer } from './mail/mailer.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { createAccountService } from './modules/accounts/service.js';
import { activatedPerson } from './modules/people/activated.js';
import { createProfiles } from './modules/people/profiles.js';
import { createAccessTokens } from './modules/auth/access-token.js';
import { createLockout } from './modules/auth/lockout.js';
import { createLimiter } from './modules/rate-limits/limiter.js';
import { createMailLimits } from './modules/rate-limits/mail-limits.js';
import { registerApiCompression } from './plugins/api-compression.js';
import { registerApiNoStore } from './plugins/api-no-store.js';
import { warnOnUntrustedForwarding } from './plugins/forwarded-warning.js';
import { createOneTimeTokens } from './modules/auth/one-time-tokens.js';
import { refreshCookie } from './modules/auth/refresh-cookie.js';
import { authRoutes } from './modules/auth/routes.js';
import { deviceRoutes } from './modules/auth/device-routes.js';
import { createAuthService } from './modules/auth/service.js';
import { createSessionCheckCache } from './modules/auth/session-check-cache.js';
import {
  createSessionService,
  type SessionService,
  type SessionsEnded,
} from './modules/auth/sessions.js';
import { cardRoutes } from './modules/cards/routes.js';
import { lessonChangeRoutes } from './modules/cards/lesson-change-routes.js';
import { cardHistoryRoutes } from './modules/cards/history-routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { createComments } from './modules/comments/service.js';
import { createCardHistory } from './modules/cards/history.js';
import { driveRoutes } from './modules/drives/routes.js';
import { createDriveService } from './modules/drives/service.js';
import { dataExportRoutes } from './modules/data-export/routes.js';
import { createDataExportService } from './modules/data-export/service.js';
import { progressPdfRoutes } from './modules/progress-pdf/routes.js';
import { createProgressPdfService } from './modules/progress-pdf/service.js';
import { createLessonChanges } from './modules/cards/lesson-changes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { createContactService } from './modules/contact/service.js';
import { createCardService } from './modules/cards/service.js';
import { loggerOptions } from './lib/logger.js';
import { healthRoutes } from './modules/health/routes.js';
import { createReadiness } from './modules/health/readiness.js';
import { loadInstructionContent } from './modules/instructions/content.js';
import { mediaRoutes } from './modules/instructions/media-routes.js';
import { interestRoutes } from './modules/interest/routes.js';
import { invitationRoutes } from './modules/invitations/routes.js';
import { createInvitationService } from './modules/invitations/service.js';
import { shareRoutes } from './modules/shares/routes.js';
import { companionRoutes } from './modules/companion/routes.js';
import { createCompanionService } from './modules/companion/service.js';
import { createShareService } from './modules/shares/service.js';
import { createPushSender, resolveVapidKeys } from './modules/notifications/push.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { createNotificationService } from './modules/notifications/service.js';
import { readinessRoutes } from './modules/readiness/routes.js';
import { createReadinessService } from './modules/readiness/service.js';
import { selfAssessmentRoutes } from './modules/self-assessment/routes.js';
import { roadToTestRoutes } from './modules/road-to-test/routes.js';
import { createRoadToTestService } from './modules/road-to-test/service.js';
import { createSelfAssessmentService } from './modules/self-assessment/service.js';
import { createInterestService } from './modules/interest/service.js';
import { instructionRoutes } from './modules/instructions/routes.js';
import { createInstructionService } from './modules/instructions/service.js';
import { createSpeechToText } from './modules/transcribe/speech-to-text.js';
import { transcribeRoutes } from './modules/transcribe/routes.js';
import { liveRoutes } from './modules/live/routes.js';
import { sessionChannel } from './modules/live/channels.js';
import { createNotify, createSessionEndNotice } from './modules/live/notify.js';
import { createOidcProvider } from './modules/oidc/provider.js';
import { oidcRoutes } from './modules/oidc/routes.js';
import { createOidcService } from './modules/oidc/service.js';
import { recoveryRoutes } from './modules/recovery/routes.js';
import { supervisionRoutes } from './modules/supervision/routes.js';
import { createSupervisionService } from './modules/supervision/service.js';
import { createRecoveryService } from './modules/recovery/service.js';
import { authPlugin } from './plugins/auth.js';
import { accessGuards } from './modules/access/guards.js';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Waits for the work a request left to do after its answer (a reset's token and mail). */
    settleBackgroundWork(): Promise<void>;
    /** Runs a round of notification delivery now instead of at the next tick; how many it sent. */
    deliverDueNotifications(): Promise<number>;
  }
}

export interface BuildAppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Time as the app sees it; tests move it to expire tokens and locks. */
  clock?: Clock;
  /** How often a live stream says it is alive and checks its session (tests: shorter). */
  liveHeartbeatMs?: number;
  /** Told of every database statement the app sends (tests count round trips). */
  onStatement?: (sql: string) => void;
  /** TLS settings for reaching push services (tests: their own local service's certificate). */
  pushAgent?: HttpsAgent;
}

/** Builds the whole app without listening: server.ts runs it, tests inject into it. */
export async function buildApp({
  config,
  logger,
  clock = systemClock,
  liveHeartbeatMs,
  onStatement,
  pushAgent,
}: BuildAppOptions) {
  configureSwedishValidationMessages();
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: 64 * 1024,
    frameworkErrors,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  warnOnUntrustedForwarding(app, config.trustProxy !== false);
  registerApiNoStore(app);
  registerApiCompression(app);

  const database = connectDatabase({
    ...config,
    ...(onStatement ? { onStatement } : {}),
    backgroundCheckpoint: {
      onFailure: (error) =>
        app.log.error({ err: error }, 'WAL checkpoint worker failed; SQLite checkpoints inline'),
    },
  });
  app.addHook('onClose', () => database.close());
  await closingOnFailure(app, migrateToLatest(database));
  const { db } = database;

  const secure = config.publicUrl.startsWith('https://');
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const accessTokens = createAccessTokens(
    await resolveAuthSecret(config.authSecret, config.dataDir),
  );
  const bus = await closingOnFailure(app, createEventBus(config, database, app.log));
  app.addHook('onClose', () => bus.close());
  const vapidKeys = await resolveVapidKeys(config.push, config.dataDir);
  const notifications = createNotificationService({
    db,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    gatherMs: config.notificationsGatherMs,
    learnerDrives: (studentId) => drives.facts(studentId),
    learnerRoad: async (studentId) => (await roadToTest.get(studentId)).road,
    push: {
      publicKey: vapidKeys.publicKey,
      services: config.push.services,
      send: createPushSender({
        keys: vapidKeys,
        subject: config.push.subject,
        ...(pushAgent ? { agent: pushAgent } : {}),
      }),
    },
  });
  const stopDelivery = notifications.startDelivery(config.notificationsEveryMs);
  app.addHook('preClose', () => stopDelivery());
  app.decorate('deliverDueNotifications', () => notifications.deliverDue());
  const announceSessionEnd = createSessionEndNotice(bus, app.log);
  const { sessions, isSessionActive } = sessionsWithCheck(
    bus,
    (ended) => createSessionService(db, accessTokens, clock, ended),
    (sessionIds) => {
      announceSessionEnd(sessionIds);
      notifications.sessionsEnded(sessionIds);
    },
    clock,
  );
  const oneTimeTokens = createOneTimeTokens(db, clock);
  const limiter = createLimiter(db, clock);
  const lockout = createLockout(limiter);
  const mailLimits = createMailLimits(limiter);
  const auth = createAuthService({ db, sessions, lockout });
  const shared = {
    db,
    mailer,
    oneTimeTokens,
    sessions,
    mailLimits,
    lockout,
    publicUrl: config.publicUrl,
    log: app.log,
    clock,
  };
  const invitations = createInvitationService({
    ...shared,
    dialect: database.dialect,
    limiter,
    notify: createNotify(bus, app.log),
  });
  const accounts = createAccountService({
    ...shared,
    invitations,
    notify: createNotify(bus, app.log),
    forgetNotifications: notifications.forget,
  });
  const profiles = createProfiles(db);
  const recovery = createRecoveryService(shared);
  const settleBackgroundWork = async () => {
    await Promise.all([recovery.settle(), notifications.settle()]);
  };
  app.decorate('settleBackgroundWork', settleBackgroundWork);
  app.addHook('preClose', settleBackgroundWork);
  const readiness = createReadiness({ db, bus });
  const notify = createNotify(bus, app.log);
  const cards = createCardService({ db, clock, notify });
  const lessonChanges = createLessonChanges({
    db,
    dialect: database.dialect,
    clock,
    notify,
    limiter,
    tell: notifications.tell,
  });
  const cardHistory = createCardHistory({ db });
  const comments = createComments({ db, clock, notify, tell: notifications.tell });
  const supervision = createSupervisionService({ db, clock, notify });
  const drives = createDriveService({ db, clock, notify, tell: notifications.tell });
  const dataExport = createDataExportService({ db, clock, limiter });
  const shares = createShareService({ db, clock, limiter, publicUrl: config.publicUrl });
  const companion = createCompanionService({ ...shared, limiter, notify });
  const selfAssessment = createSelfAssessmentService({ db, clock });
  const roadToTest = createRoadToTestService({ db, clock });
  const testReadiness = createReadinessService({ db, clock, limiter, drives, selfAssessment });
  const progressPdf = createProgressPdfService({
    db,
    clock,
    limiter,
    printLink: (studentId) => shares.printLink(studentId),
  });
  const contact = createContactService({
    db,
    dialect: database.dialect,
    mailer,
    clock,
    log: app.log,
    supportEmail: config.supportEmail,
    secret: await resolveAuthSecret(config.authSecret, config.dataDir),
  });
  const interest = createInterestService({ db, clock });
  const instructionContent = await loadInstructionContent(config.contentDir);
  const instructions = createInstructionService({
    content: instructionContent,
    studentAccount: (studentId) => activatedPerson(db, 'student', studentId),
  });
  const speechToText = config.transcribe ? createSpeechToText(config.transcribe) : undefined;
  const oidc = config.oidc.clientId
    ? createOidcService({
        db,
        log: app.log,
        clock,
        provider: createOidcProvider({
          issuer: config.oidc.issuer,
          clientId: config.oidc.clientId,
          clientSecret: config.oidc.clientSecret,
          redirectUri: `${config.publicUrl}/login/google`,
        }),
      })
    : undefined;

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // No inline <style> and no style attributes in markup; React sets styles through the
        // DOM, which this does not restrict. Fonts are the system's or our own.
        'style-src': ["'self'"],
        'font-src': ["'self'"],
        'media-src': ["'self'", 'blob:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': secure ? [] : null,
      },
    },
    hsts: secure,
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Övningskort API',
        description: 'The API of spec §7 plus the documented additions.',
        version: '1',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; allow them on its own pages only.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
  await app.register(authPlugin, {
    verifyToken: (token) => accessTokens.verify(token),
    isSessionActive,
  });
  await app.register(accessGuards, { db });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { readiness });
      await api.register(authRoutes, { auth, profiles, cookie: refreshCookie(secure) });
      await api.register(deviceRoutes, { sessions, cookie: refreshCookie(secure) });
      await api.register(accountRoutes, { accounts });
      await api.register(recoveryRoutes, { recovery });
      await api.register(cardRoutes, { cards });
      await api.register(lessonChangeRoutes, { lessonChanges });
      await api.register(cardHistoryRoutes, { history: cardHistory });
      await api.register(commentRoutes, { comments });
      await api.register(driveRoutes, { drives, clock });
      await api.register(dataExportRoutes, { dataExport, clock });
      await api.register(progressPdfRoutes, { progressPdf });
      await api.register(supervisionRoutes, { supervision });
      await api.register(invitationRoutes, { invitations });
      await api.register(shareRoutes, { shares });
      await api.register(companionRoutes, { companion });
      await api.register(selfAssessmentRoutes, { selfAssessment });
      await api.register(roadToTestRoutes, { roadToTest });
      await api.register(readinessRoutes, { readiness: testReadiness });
      await api.register(notificationRoutes, { notifications });
      await api.register(liveRoutes, {
        bus,
        sessions,
        supervision,
        ...(liveHeartbeatMs ? { heartbeatMs: liveHeartbeatMs } : {}),
        ...(config.redisUrl ? { redis: { url: config.redisUrl, schema: database.schema } } : {}),
      });
      await api.register(instructionRoutes, { instructions });
      await api.register(transcribeRoutes, { speechToText });
      await api.register(contactRoutes, { contact });
      await api.register(interestRoutes, { interest });
      await api.register(oidcRoutes, {
        oidc,
        sessions,
        profiles,
        cookie: refreshCookie(secure),
        secure,
      });
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes, { content: instructionContent });
  await registerWebApp(app, config.webDist);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

/** A start that fails half-way closes what it has opened (the database) before it gives up. */
async function closingOnFailure<T>(app: { close(): Promise<unknown> }, step: Promise<T>) {
  try {
    return await step;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The sessions, and the session check of every request. Where the bus spans processes
 * (PostgreSQL or Redis), a live session is remembered in this process and forgotten when any
 * process announces its end (issue 37: a round trip to the database less per request); the
 * process that ends a session forgets it at once, before its announcement has gone round. On
 * the local bus the other processes on the same SQLite file (if any) announce nothing here,
 * and the check in the file costs microseconds: each request asks the database.
 */
function sessionsWithCheck(
  bus: EventBus,
  create: (ended: SessionsEnded) => SessionService,
  announce: SessionsEnded,
  clock: () => number,
): { sessions: SessionService; isSessionActive: (sessionId: string) => Promise<boolean> } {
  if (bus.kind === 'local') {
    const sessions = create(announce);
    return { sessions, isSessionActive: (sessionId) => sessions.isActive(sessionId) };
  }
  const cache = createSessionCheckCache({
    liveUntil: (sessionId) => sessions.liveUntil(sessionId),
    watchEnd: (sessionId, ended) => bus.subscribe(sessionChannel(sessionId), ended),
    listening: () => bus.listening(),
    now: clock,
  });
  const sessions = create((sessionIds) => {
    cache.forget(sessionIds);
    announce(sessionIds);
  });
  return { sessions, isSessionActive: (sessionId) => cache.isActive(sessionId) };
}
