import { describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('store', () => {
  it('persists the locale in localStorage and keeps it when react-admin resets the store on logout', () => {
    const store = createStore();
    store.setup();
    store.setItem('locale', 'th');
    store.setItem('users.listParams', { page: 2 });
    expect(localStorage.getItem('RaStore.locale')).toBe('"th"');

    store.reset();

    expect(createStore().getItem('locale')).toBe('th');
    expect(store.getItem('users.listParams')).toBeUndefined();
    store.teardown();
  });
});
