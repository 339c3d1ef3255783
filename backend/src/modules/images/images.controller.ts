import { Controller, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { receiveOneFile } from '../../common/http/one-file.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { ImageResponse } from './dto/image.response.js';
import { MAX_IMAGE_BYTES } from './image-types.js';
import { ImagesService } from './images.service.js';

/** Held in memory: at most MAX_IMAGE_BYTES, and stored whole in the images table. */
const IMAGE_FILE = {
  storage: multer.memoryStorage(),
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: 'validation.imageTooLarge',
  empty: 'validation.imageType',
};

/** Images for rich text (landing pages, coupon conditions): stored, then shown at `/i/<id>`. */
@ApiTags('images')
@Controller('api/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post()
  @Can('create', 'Image')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'one PNG, JPEG, GIF or WebP image of at most 2 MB' } },
    },
  })
  @ApiCreatedResponse({ type: ImageResponse, description: 'the stored image and its address' })
  async create(
    @Ctx() ctx: RequestContext,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImageResponse> {
    return this.images.create(ctx, (await receiveOneFile(request, response, IMAGE_FILE)).buffer);
  }
}
