import { join } from 'node:path';
import type { Tenant } from '@registry/domain';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { ENTITY_REGISTRY } from './entities.js';
import type { EntityRegistry } from './platform/entities/index.js';
import {
  createAccountAdminService,
  createAccountStepsService,
  createCredentialsService,
  createPasswordsService,
  createRegistrationService,
  createSignInService,
  createTermsChanges,
  registerAccountsRoutes,
  registerSignInRoutes,
  TERMS_CHECK_MS,
} from './modules/accounts/index.js';
import { createAlertsService, registerAlertsRoutes } from './modules/alerts/index.js';
import { createConfigurationService, registerConfigurationRoutes } from './modules/configuration/index.js';
import { createFeedbackService, registerFeedbackRoutes } from './modules/feedback/index.js';
import {
  createFilesService,
  createUploadsService,
  registerFilesRoutes,
  registerUploadRoutes,
  startUnattachedFilesCleanup,
} from './modules/files/index.js';
import { createFormsService, fileSetColumns, registerFormsRoutes } from './modules/forms/index.js';
import { createGridService, registerGridRoutes } from './modules/grids/index.js';
import {
  createMessagesService,
  createNotificationsService,
  registerMessagesRoutes,
  registerNotificationsRoutes,
} from './modules/messages/index.js';
import {
  createOrganizationDirectory,
  createOrganizationRolesService,
  registerOrganizationDirectoryRoutes,
  registerOrganizationRolesRoutes,
} from './modules/organization-roles/index.js';
import { createRolesService, registerRolesRoutes } from './modules/roles/index.js';
import { createSystemService, registerSystemRoutes } from './modules/system/index.js';
import {
  createTrainingReportService,
  registerTrainingReportRoutes,
} from './modules/training-report/index.js';
import { createVerificationService, registerVerificationRoutes } from './modules/verification/index.js';
import { createReportingService, registerReportingRoutes } from './modules/reporting/index.js';
import { createCareerService, registerCareerRoutes } from './modules/career/index.js';
import { createPdpService, registerPdpRoutes } from './modules/pdp/index.js';
import { createDocumentPdfs, type DocumentPdfs } from './pdfs.js';
import { createResumeService, registerResumeRoutes } from './modules/resume/index.js';
import { createReportsService, registerReportsRoutes } from './modules/reports/index.js';
import { createCoachingService, registerCoachingRoutes } from './modules/coaching/index.js';
import {
  createTrainingCatalogueService,
  registerTrainingCatalogueRoutes,
} from './modules/training-catalogue/index.js';
import {
  createCatalogueService,
  createTrainingRegistrationService,
  registerEnrollmentRoutes,
  registerAttendanceRoutes,
  createAttendanceService,
  registerStudentDetailsRoutes,
  createStudentDetailsService,
} from './modules/enrollment/index.js';
import { createCertificatesService, registerCertificatesRoutes } from './modules/certificates/index.js';
import { registerWorkforce } from './modules/workforce/index.js';
import { createDeliveries } from './platform/deliveries.js';
import { createMailOutbox } from './platform/mail-outbox.js';
import { createHub } from './platform/hub.js';
import { createJobs } from './platform/jobs.js';
import type { App, AppDeps, ServiceDeps } from './platform/app-types.js';
import { systemClock, type Clock } from './platform/clock.js';
import { registerDocs } from './platform/docs.js';
import { registerAuth } from './platform/auth.js';
import { registerErrorHandler } from './platform/error-handler.js';
import { createDiskFileStorage } from './platform/file-storage.js';
import { createLogger, generateRequestId } from './platform/logger.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createPasswordHasher, type PasswordHasher } from './platform/passwords.js';
import { registerRequestLog } from './platform/request-log.js';
import { serializerCompiler } from './platform/route-schemas.js';
import { registerCompression } from './platform/compression.js';
import { createSecurityHeaders, registerSecurity } from './platform/security.js';
import { clientErrorHandler, frameworkErrorHandler } from './platform/unreadable-requests.js';
import { createSessions } from './platform/sessions.js';
import { createTokenService } from './platform/tokens.js';
import { registerWebApp } from './platform/web-app.js';
import { VERSION } from './version.js';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  tenant: Tenant;
  clock?: Clock;
  /** The entity definitions (src/entities.ts); a test may add its own. */
  entities?: EntityRegistry;
  /** Defaults to a new logger at config.logLevel; main passes its own so start-up and requests share it. */
  logger?: Logger;
  /** Defaults to one built from the configuration (SMTP_URL, else files in DATA_DIR/mail); closed with the app. */
  mailer?: Mailer;
  /** Defaults to argon2id at config.passwordHashing. */
  passwords?: PasswordHasher;
  /**
   * The real-time hub and the jobs' workers: the hub's adapter ('postgres' when several servers share the
   * database: main's; 'memory' by default, one server) and whether this server is a worker server: its
   * workers poll the queues every few seconds for what another left or a retry, and it runs the periodic
   * work (terms changed, unattached uploads). Every server's workers run what its own commits wake
   * (main: a worker server; a test app: not one unless it asks).
   */
  realtime?: { adapter: 'memory' | 'postgres'; worker: boolean; pollingIntervalSeconds?: number };
  /** The PDF worker (src/pdfs.ts); main passes the one that made the demo data's PDFs. Closed with the app. */
  pdfs?: DocumentPdfs;
}

/** A hop count becomes proxy-addr's function form (trust the nearest n proxies). */
function trustProxyOption(value: Config['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/**
 * Builds the Fastify instance: plugins, modules, the web app. It does not listen, so tests drive it
 * with `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db, tenant, clock = systemClock, entities = ENTITY_REGISTRY } = options;
  const loggerInstance: FastifyBaseLogger = options.logger ?? createLogger(config.logLevel);
  const realtime = options.realtime ?? { adapter: 'memory', worker: false };
  // The jobs' workers run on every server; a worker server (main's) also polls for what others left.
  const jobs = createJobs({
    db,
    logger: loggerInstance,
    polling: realtime.worker,
    ...(realtime.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: realtime.pollingIntervalSeconds }),
  });
  const deps: AppDeps = { config, db, tenant, clock, entities, transaction: jobs.transaction };
  // The security headers go with every answer, the framework's own too (a path or request it cannot read).
  const headers = createSecurityHeaders();
  const app: App = Fastify({
    loggerInstance,
    genReqId: generateRequestId,
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers, loggerInstance),
    // registerRequestLog writes one line per request instead of Fastify's two (and redacts the query).
    logController: new LogController({ disableRequestLogging: true }),
    // Off unless TRUST_PROXY says so: request.ip (rate limits, logs) is then the client's behind the proxy.
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLog(app);
  registerErrorHandler(app);
  const sessions = createSessions({ ...deps, tokens: createTokenService(config.jwtSecret) });
  registerAuth(app, sessions);
  await registerSecurity(app, config.rateLimits.global, headers);
  await registerCompression(app);
  await registerDocs(app, tenant, VERSION);

  const system = createSystemService({ ...deps, environment: config.environment, version: VERSION });
  registerSystemRoutes(app, system);
  const configuration = createConfigurationService(deps);
  registerConfigurationRoutes(app, configuration);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      from: { name: tenant.productName, address: config.mailFrom },
      logger: loggerInstance,
    });
  app.addHook('onClose', () => mailer.close());
  const pdfs = options.pdfs ?? createDocumentPdfs();
  app.addHook('onClose', () => pdfs.close());
  const hub = createHub({
    server: app.server,
    sessions,
    db,
    clock,
    logger: loggerInstance,
    adapter: realtime.adapter,
  });
  await hub.ready;
  const deliveries = createDeliveries({ db, jobs, hub });
  await deliveries.start();
  const mail = createMailOutbox({ jobs, mailer, secret: config.jwtSecret });
  await mail.start();
  // A server with a worker tells everyone when the terms changed (once among all servers).
  if (realtime.worker) {
    const terms = createTermsChanges({ ...deps, deliveries });
    const look = () =>
      void terms
        .check()
        .catch((error: unknown) => loggerInstance.error({ err: error }, 'Looking for changed terms failed'));
    look();
    const timer = setInterval(look, TERMS_CHECK_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }
  app.addHook('onClose', async () => {
    await hub.close();
    await jobs.stop();
  });
  const serviceDeps: ServiceDeps = {
    ...deps,
    mail,
    deliveries,
    sessions,
    passwords: options.passwords ?? createPasswordHasher(config.passwordHashing),
  };
  const accountsDeps = { ...serviceDeps, credentials: createCredentialsService(serviceDeps) };
  const signIn = createSignInService(accountsDeps);
  registerSignInRoutes(app, signIn, config.rateLimits.login);
  registerAccountsRoutes(
    app,
    {
      registration: createRegistrationService(accountsDeps),
      passwords: createPasswordsService(accountsDeps),
      signIn,
      steps: createAccountStepsService(serviceDeps),
      admin: createAccountAdminService(accountsDeps),
    },
    config.rateLimits,
  );
  registerRolesRoutes(app, createRolesService({ ...deps, sessions }));
  registerOrganizationRolesRoutes(app, createOrganizationRolesService({ ...deps, sessions, deliveries }));
  registerOrganizationDirectoryRoutes(app, createOrganizationDirectory(deps));
  registerTrainingReportRoutes(app, createTrainingReportService({ ...deps, pdfs }));
  registerFormsRoutes(app, createFormsService({ ...deps, sessions, deliveries }));
  registerFeedbackRoutes(app, createFeedbackService(deps));
  registerVerificationRoutes(app, createVerificationService({ ...deps, deliveries }));
  registerTrainingCatalogueRoutes(app, createTrainingCatalogueService(deps));
  registerEnrollmentRoutes(
    app,
    db,
    createCatalogueService(deps),
    createTrainingRegistrationService({ ...deps, deliveries, mail }),
  );
  registerCertificatesRoutes(
    app,
    createCertificatesService({ ...deps, deliveries, pdfs }),
    config.rateLimits,
  );
  registerAttendanceRoutes(app, createAttendanceService({ ...deps, deliveries, mail }));
  registerStudentDetailsRoutes(app, createStudentDetailsService(deps));
  registerReportingRoutes(app, createReportingService({ ...deps, deliveries, mail }));
  const career = createCareerService({ ...deps, jobs });
  await career.ready;
  registerCareerRoutes(app, career);
  registerPdpRoutes(app, createPdpService({ ...deps, deliveries }));
  registerCoachingRoutes(app, createCoachingService({ ...deps, deliveries, mail }));
  const messages = createMessagesService({ ...deps, deliveries, jobs });
  await messages.ready;
  registerMessagesRoutes(app, messages);
  registerNotificationsRoutes(app, createNotificationsService(deps));
  registerAlertsRoutes(app, createAlertsService({ ...deps, deliveries }));
  await registerWorkforce(app, { ...deps, jobs });
  registerFilesRoutes(app, createFilesService({ tenant, staticDir: config.staticDir }));
  const storage = createDiskFileStorage(join(config.dataDir, 'files'));
  const resume = createResumeService({ ...deps, storage, pdfs });
  registerResumeRoutes(app, resume);
  const grids = createGridService({ ...deps, storage, deliveries, pdfs });
  registerGridRoutes(app, grids);
  const reports = createReportsService({ ...deps, deliveries, jobs, storage, logger: loggerInstance });
  await reports.ready;
  registerReportsRoutes(app, reports);
  registerUploadRoutes(app, createUploadsService({ ...deps, storage }), {
    storage,
    maxFileBytes: config.uploadMaxBytes,
  });
  // A server with a worker removes uploads no record names (safe on several servers at once).
  if (realtime.worker) {
    const stop = startUnattachedFilesCleanup({
      db,
      transaction: deps.transaction,
      storage,
      clock,
      logger: loggerInstance,
      fileSetColumns: () => fileSetColumns(db, entities),
    });
    app.addHook('onClose', stop);
  }

  await registerWebApp(app, config.webDistDir, {
    boot: system.boot(),
    closed: () => configuration.closed(),
  });
  return app;
}
