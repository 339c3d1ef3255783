import { Module } from '@nestjs/common';
import { ChannelReceiptsController } from './channel-receipts.controller.js';
import { ChannelReceiptsService } from './channel-receipts.service.js';
import { ChannelsController } from './channels.controller.js';
import { ChannelsModule } from './channels.module.js';

@Module({
  imports: [ChannelsModule],
  controllers: [ChannelsController, ChannelReceiptsController],
  providers: [ChannelReceiptsService],
})
export class ChannelsApiModule {}
