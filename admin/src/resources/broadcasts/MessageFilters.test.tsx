import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminContext,
  Datagrid,
  RecordContextProvider,
  ReferenceManyField,
  ResourceContextProvider,
  TextField,
  memoryStore,
  testDataProvider,
} from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { MessageFilters } from './MessageFilters';

describe('MessageFilters on a send’s detail page', () => {
  const renderDetail = () => {
    const getManyReference = vi.fn(async () => ({ data: [{ id: 'm1', mobile: '+66812345678' }], total: 1 }));
    render(
      <AdminContext
        dataProvider={testDataProvider({ getManyReference: getManyReference as never })}
        i18nProvider={i18nProvider}
        store={memoryStore({ locale: 'en' })}
      >
        <ResourceContextProvider value="broadcasts">
          <RecordContextProvider value={{ id: 'b1' }}>
            <ReferenceManyField reference="messages" target="broadcastId">
              <MessageFilters />
              <Datagrid bulkActionButtons={false}>
                <TextField source="mobile" />
              </Datagrid>
            </ReferenceManyField>
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    return getManyReference;
  };
  const lastFilter = (calls: unknown[][]) => calls.at(-1)![1] as { target: string; id: string; filter: object };

  it('asks for Undelivered as both undelivered and expired, for this send only', async () => {
    const getManyReference = renderDetail();
    await screen.findByText('+66812345678');
    fireEvent.mouseDown(screen.getByTestId('detail-status-filter'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Undelivered'));
    await waitFor(() => expect(lastFilter(getManyReference.mock.calls).filter).toEqual({ status: ['undelivered', 'expired'] }));
    expect(lastFilter(getManyReference.mock.calls)).toMatchObject({ target: 'broadcastId', id: 'b1' });

    fireEvent.mouseDown(screen.getByTestId('detail-status-filter'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Send to operator'));
    await waitFor(() => expect(lastFilter(getManyReference.mock.calls).filter).toEqual({ status: 'submitted' }));
  });

  it('adds a typed mobile to the status filter, and drops it when cleared', async () => {
    const getManyReference = renderDetail();
    await screen.findByText('+66812345678');
    fireEvent.mouseDown(screen.getByTestId('detail-status-filter'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Delivered'));
    fireEvent.change(screen.getByTestId('detail-mobile-filter'), { target: { value: ' 0812345678 ' } });
    await waitFor(() =>
      expect(lastFilter(getManyReference.mock.calls).filter).toEqual({ status: 'delivered', mobile: '0812345678' }),
    );
    fireEvent.change(screen.getByTestId('detail-mobile-filter'), { target: { value: '' } });
    await waitFor(() => expect(lastFilter(getManyReference.mock.calls).filter).toEqual({ status: 'delivered' }));
  });
});
