import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Where a service draws a transaction around the work of several repositories (a debit and
 * the message it pays for): each repository method takes the transaction's manager. Services
 * hold no DataSource; SQL lives in the repositories (test/unit/sql-in-repositories.test.ts).
 */
@Injectable()
export class Transactions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Outside any transaction: each statement commits alone. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }
}
