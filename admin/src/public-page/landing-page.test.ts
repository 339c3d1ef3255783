import { screen } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { start } from './app';
import { json, stubFetch } from './test-helpers';

const ID = '0b9f4b4e-6f0e-4a47-9d3c-1f2a3b4c5d6e';

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div>';
  root = document.getElementById('app')!;
});

describe('the landing page', () => {
  it('renders the name and the detail as HTML', async () => {
    const stub = stubFetch({
      [`GET /api/public/landing-pages/${ID}`]: () =>
        json(200, { id: ID, landingpage_name: 'Songkran sale', landingpage_detail: '<p>Up to <strong>50%</strong> off</p><img src="https://x.example/a.png" alt="sale">' }),
    });
    await start(root, { pathname: `/p/${ID}`, search: '?lang=en' }, stub.fetch);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Songkran sale');
    expect(root.querySelector('.rich strong')!.textContent).toBe('50%');
    expect(screen.getByRole('img', { name: 'sale' })).toBeTruthy();
    expect(document.title).toBe('Songkran sale');
  });

  it('an unknown or unpublished page is not found', async () => {
    const stub = stubFetch({});
    await start(root, { pathname: `/p/${ID}`, search: '?lang=en' }, stub.fetch);
    expect(screen.getByText('This page does not exist or is no longer published.')).toBeTruthy();
    expect(stub.calls.map((call) => call.path)).toEqual([`/api/public/landing-pages/${ID}`]);
  });

  it('a path that is neither a coupon nor a page asks nothing of the API', async () => {
    const stub = stubFetch({});
    await start(root, { pathname: '/c/', search: '?lang=th' }, stub.fetch);
    expect(screen.getByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeTruthy();
    expect(stub.calls).toHaveLength(0);
  });
});
