import { Module } from '@nestjs/common';
import { FileReceiver } from '../uploads/file-receiver.js';
import { ImportsController } from './imports.controller.js';
import { ImportsModule } from './imports.module.js';

/** The HTTP edge of imports (the file arrives through the uploads module's receiver). */
@Module({ imports: [ImportsModule], controllers: [ImportsController], providers: [FileReceiver] })
export class ImportsApiModule {}
