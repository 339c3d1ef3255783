import { Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Person } from './person.entity.js';

/**
 * A person in a static group; keyed by group first, as person_tags is by tag (see there). The
 * group is named by its table: the groups module builds on this one, not the other way.
 */
@Entity('group_members')
@Index('idx_group_members_person', ['personId'])
export class GroupMember {
  @PrimaryColumn({ name: 'group_id', type: 'uuid' })
  @ForeignKey('groups', { onDelete: 'CASCADE' })
  groupId: string;

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
