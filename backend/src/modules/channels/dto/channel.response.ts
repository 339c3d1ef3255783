import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { CHANNEL_TYPES, DEST_FORMATS, type Channel, type ChannelType, type DestFormat } from '../channel.entity.js';

export class ChannelResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ nullable: true }) accountName: string | null;
  @TextProperty() name: string;
  @ApiProperty({ enum: CHANNEL_TYPES }) type: ChannelType;
  // Connection details: for those who set channels up (staff); null for a business reading its own.
  @TextProperty({ nullable: true, description: 'null unless the caller may change channels' }) host: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null unless the caller may change channels' }) port: number | null;
  @TextProperty({ nullable: true, description: 'null unless the caller may change channels' }) systemId: string | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'a password is stored (it is never answered); null unless the caller may change channels' })
  hasPassword: boolean | null;
  @ApiProperty({ type: 'integer' }) tps: number;
  @ApiProperty({ type: 'integer' }) window: number;
  @ApiProperty({ enum: DEST_FORMATS }) destFormat: DestFormat;
  @ApiProperty() enabled: boolean;
  @TextProperty({ nullable: true, description: 'HTTP channels: where the provider posts signed receipts (for those who may change channels)' })
  receiptUrl: string | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

/**
 * `receiptUrl` is built on the console's public URL: the provider calls it from outside. Without
 * `connection` (a business reading its own channels) the gateway's address, login and receipt
 * address are left out: they are the platform's, and half of what it takes to send as the account.
 */
export function channelView(row: Channel, publicUrl: string, connection: boolean): ChannelResponse {
  const { id, accountId, name, type, host, port, systemId, tps, window, destFormat, enabled, createdAt, updatedAt } = row;
  return {
    id,
    accountId,
    accountName: row.account?.name ?? null,
    name,
    type,
    host: connection ? host : null,
    port: connection ? port : null,
    systemId: connection ? systemId : null,
    hasPassword: connection ? Boolean(row.passwordEncrypted) : null,
    tps,
    window,
    destFormat,
    enabled,
    receiptUrl: connection && type === 'http' ? receiptUrlOf(publicUrl, id) : null,
    createdAt,
    updatedAt,
  };
}

export function receiptUrlOf(publicUrl: string, channelId: string): string {
  return `${publicUrl}/api/channels/${channelId}/receipts`;
}
