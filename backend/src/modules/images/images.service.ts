import { Injectable, NotFoundException } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { authorize } from '../abilities.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { ImageResponse } from './dto/image.response.js';
import { Image } from './image.entity.js';
import { ImagesRepository } from './images.repository.js';
import { sniffImageType } from './image-types.js';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** Images kept for rich text: written by an account, read by anyone who has the address. */
@Injectable()
export class ImagesService {
  constructor(
    private readonly repository: ImagesRepository,
    @InjectTenantRepository(Image) private readonly images: TenantRepository<Image>,
  ) {}

  async create(ctx: RequestContext, bytes: Buffer): Promise<ImageResponse> {
    authorize(ctx, 'create', 'Image');
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new ValidationFailedException({ file: 'validation.imageType' });
    const image = await this.images.for(ctx).insert({ contentType, size: bytes.length, bytes });
    return { id: image.id, url: `/i/${image.id}` };
  }

  /** The ids among `ids` that are no image of the caller's account (another account's, or none). */
  async notOwned(ctx: RequestContext, ids: string[]): Promise<Set<string>> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return new Set();
    const found = await this.images
      .for(ctx)
      .query('image')
      .select('image.id')
      .andWhere('image.id IN (:...wanted)', { wanted })
      .getMany();
    const own = new Set(found.map((image) => image.id));
    return new Set(wanted.filter((id) => !own.has(id)));
  }

  /** The bytes at `/i/<id>`, whichever account owns them: the address is the key, by design. */
  async publicImage(id: string): Promise<StoredImage> {
    if (!isUUID(id)) throw new NotFoundException('errors.notFound');
    const image = await this.repository.findPublic(id);
    if (!image) throw new NotFoundException('errors.notFound');
    return image;
  }
}
