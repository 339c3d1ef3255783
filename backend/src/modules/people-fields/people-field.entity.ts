import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { ConflictFields } from '../../database/unique-constraints.js';

export const FIELD_TYPES = ['text', 'number', 'date', 'choice'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const FIELD_LABEL_MAX = 60;
export const FIELD_KEY_MAX = 40;
export const CHOICES_MAX = 50;
export const CHOICE_MAX = 60;
/** A key is a message variable (`{{memberLevel}}`): a letter, then letters, digits or `_`. */
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** A custom field's value as stored: text and choices as text, numbers as numbers, dates as `YYYY-MM-DD`. */
export type FieldValue = string | number;

/**
 * A custom field of an account's people (People Structure): shown on the profile and in
 * imports, and a variable of every message.
 */
@Entity('people_fields')
@ConflictFields({ uq_people_fields_account_key: { key: 'validation.fieldKeyInUse' } })
@Check('people_fields_type_check', `type IN (${sqlList(FIELD_TYPES)})`)
@Index('uq_people_fields_account_key', ['accountId', 'key'], { unique: true })
@Index('idx_people_fields_account_position', ['accountId', 'position', 'id'])
@Index('idx_people_fields_account_label', ['accountId', 'label', 'id'])
export class PeopleField extends TenantEntity {
  @Column({ type: 'varchar', length: FIELD_LABEL_MAX })
  label: string;

  /** Fixed once created: the people's values and the templates refer to it. */
  @Column({ type: 'varchar', length: FIELD_KEY_MAX })
  key: string;

  /** Fixed once created: stored values are of this type. */
  @Column({ type: 'varchar', length: 10 })
  type: FieldType;

  /** The options of a choice field, in order. */
  @Column({ type: 'jsonb' })
  choices: string[];

  @Column({ type: 'boolean', default: false })
  required: boolean;

  /** Order on the profile and in the import's mapping. */
  @Column({ type: 'integer', default: 0 })
  position: number;
}
