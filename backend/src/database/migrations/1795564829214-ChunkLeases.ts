import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class ChunkLeases1795564829214 implements MigrationInterface {
  name = 'ChunkLeases1795564829214';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "chunk_leases" ("broadcast_id" uuid NOT NULL, "chunk" integer NOT NULL, "attempts" smallint NOT NULL DEFAULT '1', "lease_until" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "chunk_leases_pkey" PRIMARY KEY ("broadcast_id", "chunk"))`);
    await q.query(`ALTER TABLE "chunk_leases" ADD CONSTRAINT "chunk_leases_broadcast_id_fkey" FOREIGN KEY ("broadcast_id") REFERENCES "broadcasts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "chunk_leases" DROP CONSTRAINT "chunk_leases_broadcast_id_fkey"`);
    await q.query(`DROP TABLE "chunk_leases"`);
  }
}
