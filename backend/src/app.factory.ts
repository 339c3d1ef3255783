import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { serveAdmin } from './common/http/admin-static.js';
import { servePublicPages } from './common/http/public-pages.js';
import { ApiExceptionFilter } from './common/http/api-exception.filter.js';
import { serveApiDocs } from './common/http/openapi.js';
import { createValidationPipe } from './common/http/validation.js';
import { verifyJsonBody } from './common/http/body-depth.js';
import { SafeInputPipe } from './common/http/safe-input.pipe.js';
import { Messages } from './common/i18n/messages.js';
import { mountQueuesBoard } from './modules/dashboard/queues-board.js';

/** Builds the HTTP application; main.ts listens on it, e2e tests drive it with supertest. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // MUI writes its styles at run time; scripts stay same-origin only.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
        },
      },
    }),
  );
  // Nest's option type leaves out `verify`, which it passes on to body-parser all the same.
  const jsonOptions = { limit: config.bodyLimit, verify: verifyJsonBody };
  app.useBodyParser('json', jsonOptions);
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: false });
  app.enableCors({
    exposedHeaders: ['Content-Range', 'X-Next-Cursor'],
    origin: config.env === 'production' ? config.publicUrl : true,
  });
  app.useGlobalPipes(new SafeInputPipe(), createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(app.get(Messages)));
  // Before the admin's static files and Nest's routes: /queues is Bull Board's, staff only.
  mountQueuesBoard(app);

  if (config.apiDocs) serveApiDocs(app);

  const adminDist = join(config.appRoot, 'admin', 'dist');
  if (config.serveAdmin && existsSync(join(adminDist, 'index.html'))) {
    servePublicPages(app, adminDist);
    serveAdmin(app, adminDist);
  }
  return app;
}
