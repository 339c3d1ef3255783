import type { SmsGateway } from '../../../backend/src/common/sms/gateway.js';
import { type ChannelSettings } from '../../../backend/src/modules/channels/index.js';
import { providerBaseUrl } from '../../../backend/src/common/sms/http-provider.js';
import { HttpGateway } from './http-gateway.js';
import { SmppGateway } from './smpp-gateway.js';

/** A gateway for a channel's settings. The simulator speaks SMPP like an operator. */
export function createGateway(settings: ChannelSettings): SmsGateway {
  if (settings.type === 'http') {
    if (!settings.receiptUrl) throw new Error(`channel ${settings.id}: an HTTP channel needs a receipt URL`);
    return new HttpGateway({
      baseUrl: providerBaseUrl(settings.host, settings.port),
      systemId: settings.systemId,
      password: settings.password,
      tps: settings.tps,
      window: settings.window,
      destFormat: settings.destFormat,
      receiptUrl: settings.receiptUrl,
    });
  }
  return new SmppGateway({
    host: settings.host,
    port: settings.port,
    systemId: settings.systemId,
    password: settings.password,
    tps: settings.tps,
    window: settings.window,
    destFormat: settings.destFormat,
  });
}

/** One live gateway (one bind) per channel in this worker, replaced when its channel changes. */
export class GatewayPool {
  private readonly gateways = new Map<string, { version: number; gateway: SmsGateway }>();

  get(settings: ChannelSettings): SmsGateway {
    const current = this.gateways.get(settings.id);
    if (current && current.version === settings.version) return current.gateway;
    if (current) void current.gateway.close();
    const gateway = createGateway(settings);
    this.gateways.set(settings.id, { version: settings.version, gateway });
    return gateway;
  }

  async closeAll(): Promise<void> {
    const all = [...this.gateways.values()];
    this.gateways.clear();
    await Promise.all(all.map(({ gateway }) => gateway.close()));
  }
}
