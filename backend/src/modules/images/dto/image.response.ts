import { ApiProperty } from '@nestjs/swagger';
import { IdProperty } from '../../../common/http/api-properties.js';

export class ImageResponse {
  @IdProperty() id: string;
  @ApiProperty({ example: '/i/0b6f7c2e-4a55-4f0e-9a43-1d2c3b4a5f60', description: 'where the image is served, for an `<img src>`' })
  url: string;
}
