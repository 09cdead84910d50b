import type { Tenant } from '@registry/domain';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { createAccountService } from './modules/accounts/account.service.js';
import type { AccountsDeps } from './modules/accounts/accounts.deps.js';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes.js';
import { registerAuthRoutes } from './modules/accounts/auth.routes.js';
import { createPasswordsService } from './modules/accounts/passwords.service.js';
import { createRegistrationService } from './modules/accounts/registration.service.js';
import { createSignInService } from './modules/accounts/sign-in.service.js';
import { registerConfigurationRoutes } from './modules/configuration/configuration.routes.js';
import { createConfigurationService } from './modules/configuration/configuration.service.js';
import { registerFilesRoutes } from './modules/files/files.routes.js';
import { createFilesService } from './modules/files/files.service.js';
import { registerRolesRoutes } from './modules/roles/roles.routes.js';
import { createRolesService } from './modules/roles/roles.service.js';
import { registerSystemRoutes } from './modules/system/system.routes.js';
import { createSystemService } from './modules/system/system.service.js';
import type { App } from './platform/app-types.js';
import { systemClock, type Clock } from './platform/clock.js';
import { registerDocs } from './platform/docs.js';
import { registerAuth } from './platform/auth.js';
import { registerErrorHandler } from './platform/error-handler.js';
import { createLogger, generateRequestId } from './platform/logger.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createPasswordHasher } from './platform/passwords.js';
import { registerSecurity } from './platform/security.js';
import { createSessions } from './platform/sessions.js';
import { createTokenService } from './platform/tokens.js';
import { registerWebApp } from './platform/web-app.js';
import { VERSION } from './version.js';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  tenant: Tenant;
  clock?: Clock;
  /** Defaults to a new logger at config.logLevel; main passes its own so start-up and requests share it. */
  logger?: Logger;
  /** Defaults to one built from the configuration (SMTP_URL, else files in DATA_DIR/mail); closed with the app. */
  mailer?: Mailer;
}

/** What every service may depend on. */
export interface AppDeps {
  config: Config;
  db: Db;
  tenant: Tenant;
  clock: Clock;
}

/**
 * Builds the Fastify instance: plugins, modules, the web app. It does not listen, so tests drive it
 * with `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db, tenant, clock = systemClock } = options;
  const deps: AppDeps = { config, db, tenant, clock };
  const loggerInstance: FastifyBaseLogger = options.logger ?? createLogger(config.logLevel);
  const app: App = Fastify({
    loggerInstance,
    genReqId: generateRequestId,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The id in the response lets a user's report be matched with the server's log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  await registerSecurity(app);
  await registerDocs(app, tenant, VERSION);

  registerSystemRoutes(
    app,
    createSystemService({ ...deps, environment: config.environment, version: VERSION }),
  );
  registerConfigurationRoutes(app, createConfigurationService(deps));

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      from: { name: tenant.productName, address: config.mailFrom },
      logger: loggerInstance,
    });
  app.addHook('onClose', () => mailer.close());
  const sessions = createSessions({ ...deps, tokens: createTokenService(config.jwtSecret) });
  registerAuth(app, sessions);
  const accountsDeps: AccountsDeps = {
    ...deps,
    mailer,
    sessions,
    passwords: createPasswordHasher(config.passwordHashing),
  };
  const signIn = createSignInService(accountsDeps);
  registerAuthRoutes(app, signIn, config.rateLimits.login);
  registerAccountsRoutes(
    app,
    {
      registration: createRegistrationService(accountsDeps),
      passwords: createPasswordsService(accountsDeps),
      signIn,
      account: createAccountService(accountsDeps),
    },
    config.rateLimits,
  );
  registerRolesRoutes(app, createRolesService({ ...deps, sessions }));
  registerFilesRoutes(app, createFilesService({ tenant, staticDir: config.staticDir }));

  await registerWebApp(app, config.webDistDir);
  return app;
}
