import { ApiProperty } from '@nestjs/swagger';

const UP_DOWN = ['up', 'down'];

/** 200 when both answer; the same body with 503 names the one that does not. */
export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status: string;
  @ApiProperty({ enum: UP_DOWN }) database: string;
  @ApiProperty({ enum: UP_DOWN }) redis: string;
}
