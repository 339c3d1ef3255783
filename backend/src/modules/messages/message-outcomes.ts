import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MessageStatus } from './message.entity.js';

/** A send's message that the operator accepted (`submitted`) or that reached a final state. */
export interface MessageOutcome {
  messageId: string;
  broadcastId: string;
  accountId: string;
  mobile: string;
  status: MessageStatus;
  /** The state it left: an expired message that was still pending never reached anyone. */
  from: 'pending' | 'submitted';
  errorCode: string | null;
  doneAt: Date | null;
}

export type MessageOutcomeListener = (manager: EntityManager, outcomes: readonly MessageOutcome[]) => Promise<void>;

/**
 * Where the delivery pipeline tells other modules what became of a send's messages, inside the
 * transaction that wrote it (so their reaction commits or rolls back with it). Messaging knows
 * nothing of its listeners: a module that cares (coupons: a rejected message gives its code back)
 * registers itself when it starts.
 */
@Injectable()
export class MessageOutcomes {
  private readonly listeners: MessageOutcomeListener[] = [];

  listen(listener: MessageOutcomeListener): void {
    this.listeners.push(listener);
  }

  async record(manager: EntityManager, outcomes: readonly MessageOutcome[]): Promise<void> {
    if (!outcomes.length) return;
    for (const listener of this.listeners) await listener(manager, outcomes);
  }
}
