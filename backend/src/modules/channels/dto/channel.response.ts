import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { CHANNEL_TYPES, DEST_FORMATS, type Channel, type ChannelType, type DestFormat } from '../channel.entity.js';

export class ChannelResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ nullable: true }) accountName: string | null;
  @TextProperty() name: string;
  @ApiProperty({ enum: CHANNEL_TYPES }) type: ChannelType;
  @TextProperty() host: string;
  @ApiProperty({ type: 'integer' }) port: number;
  @TextProperty() systemId: string;
  @ApiProperty({ description: 'a password is stored (it is never answered)' }) hasPassword: boolean;
  @ApiProperty({ type: 'integer' }) tps: number;
  @ApiProperty({ type: 'integer' }) window: number;
  @ApiProperty({ enum: DEST_FORMATS }) destFormat: DestFormat;
  @ApiProperty() enabled: boolean;
  @TextProperty({ nullable: true, description: 'HTTP channels: where the provider posts signed receipts' })
  receiptUrl: string | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

/** `receiptUrl` is built on the console's public URL: the provider calls it from outside. */
export function channelView(row: Channel & { account?: { name: string } }, publicUrl: string): ChannelResponse {
  const { id, accountId, name, type, host, port, systemId, tps, window, destFormat, enabled, createdAt, updatedAt } = row;
  return {
    id,
    accountId,
    accountName: row.account?.name ?? null,
    name,
    type,
    host,
    port,
    systemId,
    hasPassword: Boolean(row.passwordEncrypted),
    tps,
    window,
    destFormat,
    enabled,
    receiptUrl: type === 'http' ? receiptUrlOf(publicUrl, id) : null,
    createdAt,
    updatedAt,
  };
}

export function receiptUrlOf(publicUrl: string, channelId: string): string {
  return `${publicUrl}/api/channels/${channelId}/receipts`;
}
