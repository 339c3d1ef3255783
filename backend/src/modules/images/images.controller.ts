import { BadRequestException, Controller, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Can, Ctx } from '../../common/auth/decorators.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { ImageResponse } from './dto/image.response.js';
import { MAX_IMAGE_BYTES } from './image-types.js';
import { ImagesService } from './images.service.js';

/** Reads the one multipart file, field `file`, into memory: at most MAX_IMAGE_BYTES, refused past it. */
function receiveImage(request: Request, response: Response): Promise<Buffer> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 10, parts: 20, fieldSize: 10_000 },
  }).single('file');
  return new Promise((resolve, reject) => {
    upload(request, response, (error: unknown) => {
      if (error instanceof MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return reject(new ValidationFailedException({ file: 'validation.imageTooLarge' }));
        if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
          return reject(new ValidationFailedException({ file: 'validation.oneFile' }));
        }
        return reject(new BadRequestException('errors.badUpload'));
      }
      if (error) return reject(new BadRequestException('errors.badUpload'));
      const file = request.file;
      if (!file) return reject(new ValidationFailedException({ file: 'validation.required' }));
      if (file.size === 0) return reject(new ValidationFailedException({ file: 'validation.imageType' }));
      resolve(file.buffer);
    });
  });
}

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
  async create(@Ctx() ctx: RequestContext, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ImageResponse> {
    return this.images.create(ctx, await receiveImage(request, response));
  }
}
