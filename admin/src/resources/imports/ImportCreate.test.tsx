import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, json, stubFetch, type RecordedCall } from '@/test/fakes';
import { importRecord } from './fixtures';
import ImportCreate from './ImportCreate';
import type { ImportField } from './types';

const PEOPLE_FIELDS: ImportField[] = [
  { key: 'mobile', label: 'resources.people.fields.mobile', required: true },
  { key: 'firstName', label: 'resources.people.fields.firstName', required: false },
  { key: 'lastName', label: 'resources.people.fields.lastName', required: false },
  { key: 'email', label: 'resources.people.fields.email', required: false },
  { key: 'tags', label: 'resources.people.fields.tags', required: false },
  { key: 'memberLevel', label: 'Member level', required: false },
];
const BLACKLIST_FIELDS: ImportField[] = [
  { key: 'mobile', label: 'resources.blacklist.fields.mobile', required: true },
  { key: 'reason', label: 'resources.blacklist.fields.reason', required: false },
  { key: 'source', label: 'resources.blacklist.fields.source', required: false },
];

type Responder = (call: RecordedCall) => Response | Promise<Response>;

/** The API of the wizard: upload, fields, mapping with its preview, start. */
const api =
  (overrides: Partial<Record<string, Responder>> = {}): Responder =>
  (call) => {
    const route = `${call.method} ${call.url.replace(/\?.*/, '')}`;
    const override = overrides[route];
    if (override) return override(call);
    if (route === 'POST /api/imports') return json(importRecord(), 201);
    if (route === 'GET /api/imports/fields') {
      return json({ fields: call.url.includes('target=blacklist') ? BLACKLIST_FIELDS : PEOPLE_FIELDS });
    }
    if (route === 'PUT /api/imports/i1') {
      return json({
        ...importRecord({ status: 'mapped', mapping: (call.body as { mapping: Record<string, string> }).mapping }),
        preview: [
          { row: 2, values: { mobile: '0812345678', firstName: 'Somchai', email: 'somchai@example.co.th' }, errors: {} },
          {
            row: 3,
            values: { mobile: '0898765432', firstName: 'Malee', email: 'not-an-email', memberLevel: 'Bronze' },
            // A custom field's error may be named as in the person's payload.
            errors: { email: 'Must be a valid email', 'fields.memberLevel': 'Choose one of the options' },
          },
        ],
      });
    }
    if (route === 'POST /api/imports/i1/start') return json(importRecord({ status: 'queued' }));
    return json({ message: 'Not found' }, 404);
  };

const renderWizard = (respond: Responder = api(), hash = '#/imports/create') => {
  window.location.hash = hash;
  saveSession(fakeSession());
  const calls = stubFetch(respond);
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <ResourceContextProvider value="imports">
        <ImportCreate />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return calls;
};

/** The multipart body of the upload, as sent. */
const uploadedForm = () => {
  const sent = vi.mocked(fetch).mock.calls.find(([url, init]) => String(url) === '/api/imports' && init?.method === 'POST');
  return sent?.[1]?.body as FormData | undefined;
};

const chooseFile = (name = 'people.csv') =>
  fireEvent.change(screen.getByTestId('import-file'), {
    target: { files: [new File(['Phone,ชื่อ\n0812345678,Somchai\n'], name, { type: 'text/csv' })] },
  });

afterEach(() => vi.unstubAllGlobals());

describe('ImportCreate', () => {
  it('uploads, maps with guesses, previews a row error and starts, from step 1 to the import page', async () => {
    const calls = renderWizard();
    expect(await screen.findByText('Import people or blacklisted numbers in four steps: upload the file, match its columns, check the preview, then import.')).toBeTruthy();
    expect(screen.getByText('Upload file').classList.contains('Mui-active')).toBe(true);
    expect(screen.getByRole('combobox', { name: /Import into/ }).textContent).toBe('People');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    // Step 1: the file, its size, header and first rows.
    chooseFile();
    expect(await screen.findByText('people.csv · 1.2 KB · 3 data rows')).toBeTruthy();
    const form = uploadedForm();
    expect(form?.get('target')).toBe('people');
    expect((form?.get('file') as File).name).toBe('people.csv');
    const sample = screen.getByRole('table');
    expect(within(sample).getByText('E-mail')).toBeTruthy();
    expect(within(sample).getByText('not-an-email')).toBeTruthy();
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    // Step 2: each column's field guessed from its name.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Map columns')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Map columns').classList.contains('Mui-active')).toBe(true));
    expect(calls.some((call) => call.url === '/api/imports/fields?target=people')).toBe(true);
    expect(screen.getByRole('combobox', { name: /Phone/ }).textContent).toBe('Mobile number *');
    expect(screen.getByRole('combobox', { name: /ชื่อ/ }).textContent).toBe('First name');
    expect(screen.getByRole('combobox', { name: /E-mail/ }).textContent).toBe('Email');
    expect(screen.getByRole('combobox', { name: /Member level/ }).textContent).toBe('Member level');
    expect(screen.getByRole('combobox', { name: /Note/ }).textContent).toBe('Do not import');
    // The note goes in as a tag after all.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Note/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tags' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Update existing people' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    // Step 3: the rows checked, the invalid cell marked with its reason.
    expect(await screen.findByText('3 rows in the file')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/imports/i1');
    expect(put?.body).toEqual({
      mapping: { Phone: 'mobile', ชื่อ: 'firstName', 'E-mail': 'email', 'Member level': 'memberLevel', Note: 'tags' },
      mode: 'update',
    });
    const cell = screen.getByText('Must be a valid email').closest('td');
    expect(cell?.getAttribute('aria-invalid')).toBe('true');
    expect(cell?.textContent).toContain('not-an-email');
    expect(screen.getByText('Somchai').closest('td')?.getAttribute('aria-invalid')).toBeNull();
    const level = screen.getByText('Choose one of the options').closest('td');
    expect(level?.getAttribute('aria-invalid')).toBe('true');
    expect(level?.textContent).toContain('Bronze');

    // Step 4: started, the import's own page follows it.
    fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
    await waitFor(() => expect(window.location.hash).toBe('#/imports/i1/show'));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/imports/i1/start')).toBe(true);
  }, 20_000);

  it('shows why a file was refused', async () => {
    renderWizard(
      api({
        'POST /api/imports': () => json({ message: 'Unprocessable', errors: { file: 'Upload a CSV or Excel (XLSX) file' } }, 422),
      }),
    );
    await screen.findByText('Upload file');
    chooseFile('people.pdf');
    expect(await screen.findByText('Upload a CSV or Excel (XLSX) file')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes the blacklist from the address, asks no mode, sends skip and shows a mapping error', async () => {
    const calls = renderWizard(
      api({
        'POST /api/imports': () =>
          json(importRecord({ target: 'blacklist', header: ['เบอร์โทร', 'Why'], sample: [['0812345678', 'x']] }), 201),
        'PUT /api/imports/i1': () =>
          json({ message: 'Unprocessable', errors: { mapping: 'Map a column to Mobile number' } }, 422),
      }),
      '#/imports/create?target=blacklist',
    );
    expect((await screen.findByRole('combobox', { name: /Import into/ })).textContent).toBe('Blacklist');
    chooseFile('blocked.csv');
    await screen.findByText('Why');
    expect(uploadedForm()?.get('target')).toBe('blacklist');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('combobox', { name: /เบอร์โทร/ })).textContent).toBe('Mobile number *');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /เบอร์โทร/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Do not import' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Map a column to Mobile number')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ mapping: {}, mode: 'skip' });
  }, 15_000);
});
