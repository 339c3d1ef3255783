import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { SmsGateway } from '../../../backend/src/common/sms/gateway.js';
import { ChannelsService } from '../../../backend/src/modules/channels/index.js';
import { GatewayPool } from '../gateways/gateway-pool.js';
import { ReceiptBatcher } from './receipt-batcher.js';

/** The gateway each account sends through: its own channel, else the platform default. */
@Injectable()
export class Gateways implements OnApplicationShutdown {
  private readonly pool = new GatewayPool();
  private readonly listening = new WeakSet<SmsGateway>();

  constructor(
    private readonly channels: ChannelsService,
    private readonly batcher: ReceiptBatcher,
  ) {}

  async forAccount(accountId: string): Promise<SmsGateway> {
    const gateway = this.pool.get(await this.channels.settingsFor(accountId));
    if (!this.listening.has(gateway)) {
      this.listening.add(gateway);
      gateway.onReceipt((receipt) => this.batcher.add(receipt));
    }
    return gateway;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.closeAll();
  }
}
