import { Module } from '@nestjs/common';
import { TemplatesController } from './templates.controller.js';
import { TemplatesModule } from './templates.module.js';

/** The HTTP edge of templates. */
@Module({ imports: [TemplatesModule], controllers: [TemplatesController] })
export class TemplatesApiModule {}
