import { describe, expect, it } from 'vitest';
import { creditLevel, LOW_CREDIT } from '@/components/CreditBalance';
import { firstSteps } from './firstSteps';

const NEW = { senders: 0, approvedSenders: 0, creditsBought: 0, creditBalance: 0, sends: 0 };
const done = (start: typeof NEW) => firstSteps(start).map((step) => `${step.name}:${step.done}`);

describe('firstSteps', () => {
  it('has nothing done for a new account, in the order they are taken', () => {
    expect(done(NEW)).toEqual(['senderRequested:false', 'senderApproved:false', 'credits:false', 'firstSend:false']);
  });

  it('ticks each step from what the account has', () => {
    expect(done({ ...NEW, senders: 1 })).toEqual([
      'senderRequested:true',
      'senderApproved:false',
      'credits:false',
      'firstSend:false',
    ]);
    expect(done({ ...NEW, senders: 2, approvedSenders: 1, creditsBought: 100, creditBalance: 100 })).toEqual([
      'senderRequested:true',
      'senderApproved:true',
      'credits:true',
      'firstSend:false',
    ]);
  });

  it('keeps credits ticked once spent, and counts credits given without a purchase', () => {
    expect(firstSteps({ ...NEW, creditsBought: 50, creditBalance: 0 })[2].done).toBe(true);
    expect(firstSteps({ ...NEW, creditsBought: 0, creditBalance: 5 })[2].done).toBe(true);
  });

  it('is all done after a first send', () => {
    expect(
      firstSteps({ senders: 1, approvedSenders: 1, creditsBought: 100, creditBalance: 97, sends: 1 }).every((step) => step.done),
    ).toBe(true);
  });
});

describe('creditLevel', () => {
  it('is empty at none, low under the line, enough from it', () => {
    expect(creditLevel(0)).toBe('empty');
    expect(creditLevel(1)).toBe('low');
    expect(creditLevel(LOW_CREDIT - 1)).toBe('low');
    expect(creditLevel(LOW_CREDIT)).toBe('enough');
  });
});
