import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import TemplateCreate from './TemplateCreate';
import { insertAt } from './MessageInput';

const renderCreate = () => {
  saveSession(fakeSession());
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { id: 't1', ...params.data },
  }));
  const dataProvider = {
    ...testDataProvider({ create: create as never }),
    usableSenders: vi.fn(async () => ['MyShop', 'Engage']),
    templateVariables: vi.fn(async () => [
      { key: 'firstName', label: 'app.templates.variables.firstName' },
      { key: 'lastName', label: 'app.templates.variables.lastName' },
    ]),
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <ResourceContextProvider value="templates">
        <TemplateCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { create };
};

describe('TemplateCreate', () => {
  it('counts as the user types and inserts variables where the caret is', async () => {
    const { create } = renderCreate();
    const message = (await screen.findByRole('textbox', { name: /Message/ })) as HTMLTextAreaElement;
    const counter = screen.getByTestId('message-counter');
    expect(within(counter).getByText('0 / 3 parts')).toBeTruthy();

    fireEvent.change(message, { target: { value: 'Hello ' } });
    expect(within(counter).getByText('GSM-7')).toBeTruthy();
    expect(within(counter).getByText('6 characters')).toBeTruthy();

    message.setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Insert variable' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /First name/ }));
    await waitFor(() => expect(message.value).toBe('Hello {{firstName}}'));

    fireEvent.change(message, { target: { value: 'สวัสดี {{firstName}}' } });
    expect(within(counter).getByText('Unicode (UCS-2)')).toBeTruthy();
    expect(within(counter).getByText('ส forced Unicode')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Greeting' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Sender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'MyShop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'templates',
        expect.objectContaining({ data: { name: 'Greeting', senderName: 'MyShop', message: 'สวัสดี {{firstName}}' } }),
      ),
    );
  });

  it('inserts over a selection and puts the caret after the variable', () => {
    expect(insertAt('Hi NAME!', 3, 7, '{{firstName}}')).toEqual({ text: 'Hi {{firstName}}!', caret: 16 });
  });
});
