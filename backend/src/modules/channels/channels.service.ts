import { Inject, Injectable } from '@nestjs/common';
import { definedOnly } from '../../common/http/defined.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ChannelSecrets } from './channel-secrets.js';
import { ChannelsRepository } from './channels.repository.js';
import { defaultChannel, type ChannelSettings } from './channel-settings.js';
import { Channel, CHANNEL_TYPES } from './channel.entity.js';
import type { CreateChannelDto, UpdateChannelDto } from './dto/channel.dto.js';
import { channelView, receiptUrlOf, type ChannelResponse } from './dto/channel.response.js';

export const CHANNEL_LIST: ListSpec = {
  resource: 'channels',
  sortable: { createdAt: 'channel.createdAt', name: 'channel.name' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['channel.name'] },
    id: { kind: 'uuid', column: 'channel.id' },
    accountId: { kind: 'uuid', column: 'channel.accountId' },
    type: { kind: 'equals', column: 'channel.type', values: CHANNEL_TYPES },
  },
};

/**
 * Channels: which gateway an account sends through. Back-office staff manage them; the worker
 * asks `settingsFor` before each chunk (cheap: one indexed row).
 */
@Injectable()
export class ChannelsService {
  private readonly secrets: ChannelSecrets;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: ChannelsRepository,
    @InjectTenantRepository(Channel) private readonly channels: TenantRepository<Channel>,
  ) {
    this.secrets = new ChannelSecrets(config.channelSecretKey);
  }

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<ChannelResponse>> {
    const query = this.channels.for(ctx, 'withSubAccounts').query('channel').leftJoin('channel.account', 'account').addSelect(['account.id', 'account.name']);
    const page = await findPage(query, parseListQuery(params, CHANNEL_LIST), CHANNEL_LIST);
    return { ...page, rows: page.rows.map((row) => channelView(row, this.config.publicUrl, this.showsConnection(ctx))) };
  }

  async get(ctx: RequestContext, id: string): Promise<ChannelResponse> {
    const row = await this.channels.for(ctx, 'withSubAccounts').getById(id, ['account']);
    return channelView(row, this.config.publicUrl, this.showsConnection(ctx));
  }

  /** Those who may change channels (staff) see how they connect; a business reads only what it sends through. */
  private showsConnection(ctx: RequestContext): boolean {
    return ctx.ability.can('update', 'Channel');
  }

  async create(ctx: RequestContext, dto: CreateChannelDto): Promise<ChannelResponse> {
    await this.assertAccount(dto.accountId);
    const { password, accountId, ...fields } = dto;
    const channel = await this.channels
      .for(ctx, 'withSubAccounts')
      .insert({ ...fields, passwordEncrypted: this.secrets.encrypt(password), enabled: true }, accountId);
    return this.get(ctx, channel.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateChannelDto): Promise<ChannelResponse> {
    await this.get(ctx, id);
    const { password, ...fields } = dto;
    if (fields.accountId !== undefined) await this.assertAccount(fields.accountId);
    await this.channels
      .for(ctx, 'withSubAccounts')
      .update(id, { ...definedOnly(fields), ...(password ? { passwordEncrypted: this.secrets.encrypt(password) } : {}) });
    return this.get(ctx, id);
  }

  async remove(ctx: RequestContext, id: string): Promise<ChannelResponse> {
    const channel = await this.get(ctx, id);
    await this.channels.for(ctx, 'withSubAccounts').delete(id);
    return channel;
  }

  /** The account's enabled channel, else the platform account's, else the configured default. */
  async settingsFor(accountId: string): Promise<ChannelSettings> {
    const row = await this.repository.sendingChannelOf(accountId);
    if (!row) return defaultChannel(this.config.smsDefaultChannel);
    return {
      id: row.id as string,
      version: (row.updated_at as Date).getTime(),
      type: row.type as ChannelSettings['type'],
      host: row.host as string,
      port: row.port as number,
      systemId: row.system_id as string,
      password: this.secrets.decrypt(row.password_encrypted as string),
      tps: row.tps as number,
      window: row.window as number,
      destFormat: row.dest_format as ChannelSettings['destFormat'],
      receiptUrl: receiptUrlOf(this.config.publicUrl, row.id as string),
    };
  }

  /** The password an HTTP channel's provider signs receipts with; null for any other id. */
  async receiptSecret(channelId: string): Promise<string | null> {
    const password = await this.repository.httpPasswordOf(channelId);
    return password === null ? null : this.secrets.decrypt(password);
  }

  private async assertAccount(accountId: string): Promise<void> {
    if (!(await this.repository.accountExists(accountId))) {
      throw new ValidationFailedException({ accountId: 'validation.unknownAccount' });
    }
  }
}
