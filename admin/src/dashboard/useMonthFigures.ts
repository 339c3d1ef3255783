import { useEffect, useState } from 'react';

export interface MonthFigures<T> {
  data?: T;
  error?: boolean;
  loading: boolean;
}

/**
 * Figures fetched again whenever their key changes (a month, an account); the previous figures
 * stay in view while the next load, and an answer that arrives after a newer question is dropped.
 */
export function useMonthFigures<T>(load: () => Promise<T>, key: string): MonthFigures<T> {
  const [state, setState] = useState<MonthFigures<T>>({ loading: true });
  useEffect(() => {
    let current = true;
    setState((previous) => ({ data: previous.data, loading: true }));
    load().then(
      (data) => current && setState({ data, loading: false }),
      () => current && setState({ error: true, loading: false }),
    );
    return () => {
      current = false;
    };
    // `key` says what `load` asks for: a new `load` each render must not fetch again.
  }, [key]);
  return state;
}
