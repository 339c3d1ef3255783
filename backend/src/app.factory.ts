import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { ApiExceptionFilter } from './common/http/api-exception.filter.js';
import { serveApiDocs } from './common/http/openapi.js';
import { createValidationPipe } from './common/http/validation.js';
import { Messages } from './common/i18n/messages.js';

/** Builds the HTTP application; main.ts listens on it, e2e tests drive it with supertest. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', 'loopback');
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
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: false });
  app.enableCors({ exposedHeaders: ['Content-Range'], origin: config.env === 'production' ? config.publicUrl : true });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(app.get(Messages)));
  app.enableShutdownHooks();

  if (config.apiDocs) serveApiDocs(app);

  const adminDist = join(config.appRoot, 'admin', 'dist');
  if (config.serveAdmin && existsSync(join(adminDist, 'index.html'))) {
    app.useStaticAssets(adminDist, { index: 'index.html', maxAge: '1h', setHeaders: noCacheForIndex });
  }
  return app;
}

function noCacheForIndex(res: { setHeader(name: string, value: string): void }, path: string): void {
  if (path.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
}
