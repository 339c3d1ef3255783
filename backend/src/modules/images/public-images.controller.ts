import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { ErrorResponse } from '../../common/http/error.response.js';
import { IMAGE_TYPES } from './image-types.js';
import { ImagesService } from './images.service.js';

const BINARY = { schema: { type: 'string', format: 'binary' } } as const;

/**
 * `/i/<id>`: an image of rich text, for anyone with its address (the public pages show it).
 * Never changes once stored, so cached for a year; served as the type its bytes were recognised
 * as, never sniffed into anything else, and with no right to run or load anything.
 */
@ApiTags('public')
@Controller('i')
@Public()
export class PublicImagesController {
  constructor(private readonly images: ImagesService) {}

  @Get(':id')
  @ApiOkResponse({ description: 'the image', content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, BINARY])) })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'no image has this id' })
  async get(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const image = await this.images.publicImage(id);
    response
      .status(200)
      .set({
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      })
      .send(image.bytes);
  }
}
