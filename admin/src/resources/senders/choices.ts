import type { SenderStatus } from './actions';

export const senderStatusChoices: { id: SenderStatus; name: string }[] = [
  { id: 'pending', name: 'app.senders.status.pending' },
  { id: 'approved', name: 'app.senders.status.approved' },
  { id: 'rejected', name: 'app.senders.status.rejected' },
];

/** 1 to 11 letters or digits, no spaces: the API's rule, checked as the user types. */
const SENDER_NAME = /^[A-Za-z0-9]{1,11}$/;
export const senderName = (value: unknown): string | undefined =>
  value === null || value === undefined || value === '' || SENDER_NAME.test(String(value)) ? undefined : 'validation.senderName';
