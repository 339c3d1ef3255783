import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { DeliveriesOfCoupon, type WebhookDeliveryRecord } from './DeliveriesOfCoupon';

const delivery = (attempt: number, statusCode: number | null, error: string | null): WebhookDeliveryRecord => ({
  id: `d${attempt}`,
  accountId: 'account-1',
  couponId: 'c1',
  eventId: 'e1',
  event: 'coupon.redeem',
  url: 'https://shop.example/hooks',
  attempt,
  statusCode,
  error,
  durationMs: 42,
  createdAt: `2026-11-25T0${attempt}:00:00Z`,
  updatedAt: `2026-11-25T0${attempt}:00:00Z`,
});

describe('a coupon’s callbacks on its page', () => {
  it('lists every try of the coupon, newest first, with what came back', async () => {
    const getManyReference = vi.fn(async () => ({
      data: [delivery(2, 200, null), delivery(1, null, 'The operation was aborted due to timeout')],
      total: 2,
    }));
    render(
      <AdminContext
        dataProvider={testDataProvider({ getManyReference: getManyReference as never })}
        i18nProvider={i18nProvider}
        store={memoryStore({ locale: 'en' })}
      >
        <ResourceContextProvider value="coupons">
          <RecordContextProvider value={{ id: 'c1' }}>
            <DeliveriesOfCoupon />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const table = await screen.findByRole('table');
    expect(getManyReference).toHaveBeenCalledWith(
      'webhook-deliveries',
      expect.objectContaining({ target: 'couponId', id: 'c1', sort: { field: 'createdAt', order: 'DESC' } }),
    );
    for (const header of ['Time', 'Event', 'Try', 'Answer', 'Duration (ms)', 'URL']) {
      expect(within(table).getByText(header)).toBeTruthy();
    }
    expect(within(table).getAllByText('Redemption')).toHaveLength(2);
    expect(within(table).getByText('200')).toBeTruthy();
    expect(within(table).getByText('The operation was aborted due to timeout')).toBeTruthy();
  }, 20_000);
});
