/** What an account has that the first steps are read from. */
export interface AccountStart {
  senders: number;
  approvedSenders: number;
  creditsBought: number;
  creditBalance: number;
  sends: number;
}

export interface FirstStep {
  name: 'senderRequested' | 'senderApproved' | 'credits' | 'firstSend';
  done: boolean;
}

/** The steps to a first send, in order, each ticked by what the account already has. */
export function firstSteps(start: AccountStart): FirstStep[] {
  return [
    { name: 'senderRequested', done: start.senders > 0 },
    { name: 'senderApproved', done: start.approvedSenders > 0 },
    { name: 'credits', done: start.creditsBought > 0 || start.creditBalance > 0 },
    { name: 'firstSend', done: start.sends > 0 },
  ];
}
