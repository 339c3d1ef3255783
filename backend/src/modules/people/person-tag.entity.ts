import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Person } from './person.entity.js';
import { Tag } from '../tags/tag.entity.js';

/**
 * A tag on a person. Keyed by tag first: a tag's members (the people list's tag filter, a
 * send to a tag, member counts) are one range of the key. A tag id belongs to one account,
 * so leading with account_id would add nothing; the column is there for the account
 * predicate every statement carries and for the cascade when the account goes.
 */
@Entity('person_tags')
@Index('idx_person_tags_person', ['personId'])
export class PersonTag {
  @PrimaryColumn({ name: 'tag_id', type: 'uuid' })
  tagId: string;

  @PrimaryColumn({ name: 'person_id', type: 'uuid' })
  personId: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Tag, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Tag;

  @ManyToOne(() => Person, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'person_id' })
  person?: Person;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;
}
