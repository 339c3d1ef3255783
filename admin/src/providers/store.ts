import { localStorageStore, type Store } from 'react-admin';

/**
 * react-admin's store in localStorage: the chosen language and list preferences survive a
 * reload. react-admin empties the store on logout; the language belongs to the device rather
 * than to the session, so it is kept.
 */
export const createStore = (): Store => {
  const store = localStorageStore();
  return {
    ...store,
    reset() {
      const locale = store.getItem<string>('locale');
      store.reset();
      if (locale) store.setItem('locale', locale);
    },
  };
};
