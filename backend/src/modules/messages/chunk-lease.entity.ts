import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * Who holds a chunk of a send for submission, and how many times it was taken. One row per
 * chunk of 1,000 messages instead of a lease written on each message: taking a chunk costs one
 * row, not a thousand (DeliveryService.claimChunk). A worker that dies leaves its lease to run out;
 * the next taker writes the chunk's attempts on the messages still pending, which then tell that
 * they may already have reached the operator (docs/messaging.md).
 *
 * The lease names its send's table, not its entity: messages/ is what broadcasts/ sends through,
 * so it does not import broadcasts/ back.
 */
@Entity('chunk_leases')
export class ChunkLease {
  @PrimaryColumn({ name: 'broadcast_id', type: 'uuid', primaryKeyConstraintName: 'chunk_leases_pkey' })
  @ForeignKey('broadcasts', { onDelete: 'CASCADE', name: 'chunk_leases_broadcast_id_fkey' })
  broadcastId: string;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'chunk_leases_pkey' })
  chunk: number;

  /** Times the chunk was taken. */
  @Column({ type: 'smallint', default: 1 })
  attempts: number;

  /** Held until then; a dead worker's hold simply runs out, a live one gives it back when done. */
  @Column({ name: 'lease_until', type: 'timestamptz' })
  leaseUntil: Date;
}
