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
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

export function channelView(row: Channel & { account?: { name: string } }): ChannelResponse {
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
    createdAt,
    updatedAt,
  };
}
