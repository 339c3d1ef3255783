import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';

/** The images' SQL: reading an image by its address, across accounts. */
@Injectable()
export class ImagesRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The bytes at `/i/<id>`, whichever account owns them: the address is the key, by design. */
  async findPublic(id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    const [image] = await this.transactions.manager.query<{ contentType: string; bytes: Buffer }[]>(
      `SELECT content_type AS "contentType", bytes FROM images WHERE id = $1`,
      [id],
    );
    return image ?? null;
  }
}
