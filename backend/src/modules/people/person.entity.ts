import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { ConflictFields } from '../../database/unique-constraints.js';
import type { FieldValue } from '../people-fields/people-field.entity.js';

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const PERSON_NAME_MAX = 100;

/**
 * One of an account's customers, known by a mobile number (E.164, one person per number and
 * account). Tags and static groups are rows of their own (person_tags, group_members).
 */
@Entity('people')
@ConflictFields({ uq_people_account_mobile: { mobile: 'validation.mobileInUse' } })
@Check('people_gender_check', `gender IN (${sqlList(GENDERS)})`)
@Index('uq_people_account_mobile', ['accountId', 'mobile'], { unique: true })
// The list's sorts, led by account_id and ending in the list's order.
@Index('idx_people_account_first_name', ['accountId', 'firstName', 'id'])
@Index('idx_people_account_last_name', ['accountId', 'lastName', 'id'])
@Index('idx_people_account_updated', ['accountId', 'updatedAt', 'id'])
// The `q` search: pg_trgm GIN on first_name, last_name and mobile read as one text (SearchDocuments migration).
@Index('idx_people_search', { synchronize: false })
// A common word's search walks the newest people and tests their names and mobile from the index
// alone: (account_id, created_at, id) INCLUDE (first_name, last_name, mobile), in the migration.
@Index('idx_people_account_created_search', { synchronize: false })
export class Person extends TenantEntity {
  /** E.164. */
  @Column({ type: 'varchar', length: 16 })
  mobile: string;

  @Column({ name: 'first_name', type: 'varchar', length: PERSON_NAME_MAX, default: '' })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: PERSON_NAME_MAX, default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender: Gender | null;

  /** `YYYY-MM-DD`. */
  @Column({ type: 'date', nullable: true })
  birthday: string | null;

  /** The values of the account's custom fields (People Structure), by field key. */
  @Column({ type: 'jsonb' })
  fields: Record<string, FieldValue>;
}
