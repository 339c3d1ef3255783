import { useState } from 'react';
import { useNotify } from 'react-admin';

/**
 * A row button's call to the API: pending while it runs, a notice when it succeeds, the API's
 * message when it fails. `after` runs on success (refresh the list, open the new record).
 */
export const useRecordAction = <T>(run: () => Promise<T>, success: string, after: (result: T) => void) => {
  const notify = useNotify();
  const [isPending, setPending] = useState(false);
  const trigger = async () => {
    setPending(true);
    try {
      const result = await run();
      notify(success, { type: 'info' });
      after(result);
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'errors.internal', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { isPending, trigger };
};
