import { Column, Entity } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';

/** An image put into rich text (a landing page, a coupon's condition), served at `/i/<id>`. */
@Entity('images')
export class Image extends TenantEntity {
  @Column({ name: 'content_type', type: 'varchar', length: 20 })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'bytea', select: false })
  bytes: Buffer;
}
