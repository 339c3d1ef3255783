import { Module } from '@nestjs/common';
import { TemplatesController } from './templates.controller.js';
import { TemplatesModule } from './templates.module.js';

@Module({ imports: [TemplatesModule], controllers: [TemplatesController] })
export class TemplatesApiModule {}
