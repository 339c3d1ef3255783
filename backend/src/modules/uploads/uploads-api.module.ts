import { Module } from '@nestjs/common';
import { FileReceiver } from './file-receiver.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsModule } from './uploads.module.js';

@Module({ imports: [UploadsModule], controllers: [UploadsController], providers: [FileReceiver] })
export class UploadsApiModule {}
