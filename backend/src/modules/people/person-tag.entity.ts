import { Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Person } from './person.entity.js';

/**
 * A tag on a person. Keyed by tag first: a tag's members (the people list's tag filter, a
 * send to a tag, member counts) are one range of the key. A tag id belongs to one account,
 * so leading with account_id would add nothing; the column is there for the account
 * predicate every statement carries and for the cascade when the account goes. The tag is
 * named by its table: the tags module builds on this one, not the other way.
 */
@Entity('person_tags')
@Index('idx_person_tags_person', ['personId'])
export class PersonTag {
  @PrimaryColumn({ name: 'tag_id', type: 'uuid' })
  @ForeignKey('tags', { onDelete: 'CASCADE' })
  tagId: string;

  @PrimaryColumn({ name: 'person_id', type: 'uuid' })
  personId: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Person, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'person_id' })
  person?: Person;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;
}
