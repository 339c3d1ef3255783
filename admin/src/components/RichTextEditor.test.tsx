import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification, ResourceContextProvider, SimpleForm, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { writeRichText } from '@/test/richText';
import { MAX_IMAGE_BYTES, RichTextEditor } from './RichTextEditor';

const renderEditor = (locale: 'en' | 'th', onSubmit = vi.fn()) => {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="landing-pages">
        <SimpleForm record={{ id: 1, landingpage_detail: '<p>Hello</p>' }} onSubmit={onSubmit}>
          <RichTextEditor source="landingpage_detail" />
        </SimpleForm>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return onSubmit;
};

const area = () => document.querySelector('.ra-input-landingpage_detail .ProseMirror')!;

const IMAGE_ID = '0b6f7c2e-4a55-4f0e-9a43-1d2c3b4a5f60';

/** The API's answer to POST /api/images (the e2e suite runs the real one), and the requests it got. */
const imageApi = (status: number, body: unknown) => {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url: String(url), init });
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
  return sent;
};

afterEach(() => vi.unstubAllGlobals());

describe('RichTextEditor', () => {
  it('offers in Thai only what the server keeps: headings 2 and 3, marks, lists, link, image, quote', async () => {
    renderEditor('th');
    await screen.findByRole('button', { name: 'ตัวหนา' });
    for (const label of [
      'หัวข้อ',
      'หัวข้อย่อย',
      'ตัวเอียง',
      'ขีดเส้นใต้',
      'รายการแบบจุด',
      'รายการแบบตัวเลข',
      'ใส่ลิงก์',
      'ใส่รูปภาพ',
      'ข้อความอ้างอิง',
    ])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    // No alignment or colour: their inline styles would not survive the server's sanitiser.
    expect(screen.queryByRole('button', { name: 'ชิดซ้าย' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'สี' })).toBeNull();
  });

  it('saves the HTML it makes, and puts an image from the device in through the upload', async () => {
    const sent = imageApi(201, { id: IMAGE_ID, url: `/i/${IMAGE_ID}` });
    const onSubmit = renderEditor('en');
    await writeRichText('landingpage_detail', '<h2>Terms</h2><p><strong>One</strong> per visit</p><h1>Not kept as h1</h1>');
    // A heading 1 is not offered: the editor keeps its text as a paragraph.
    expect(area().innerHTML).toContain('<h2>Terms</h2>');
    expect(area().querySelector('h1')).toBeNull();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Add an image', { selector: 'input' }), { target: { files: [png] } });
    await waitFor(() => expect(area().querySelector('img')?.getAttribute('src')).toBe(`/i/${IMAGE_ID}`));
    expect(sent.map(({ url, init }) => [url, init.method])).toEqual([['/api/images', 'POST']]);
    expect((sent[0]!.init.body as FormData).get('file')).toBeInstanceOf(File);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const saved = (onSubmit.mock.calls[0]![0] as { landingpage_detail: string }).landingpage_detail;
    expect(saved).toMatch(
      new RegExp(`^<h2>Terms</h2><p><strong>One</strong> per visit</p><p>Not kept as h1</p>.*<img src="/i/${IMAGE_ID}"`),
    );
  });

  it('refuses an image file that is too large or not an image, and says so', async () => {
    renderEditor('en');
    await screen.findByRole('button', { name: 'Bold' });
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Add an image', { selector: 'input' }), { target: { files: [big] } });
    expect(await screen.findByText('Choose an image file (PNG, JPEG, GIF or WebP) of at most 2 MB')).toBeTruthy();
    expect(area().querySelector('img')).toBeNull();
  });

  it('says in Thai why the API refused a file, and puts nothing in', async () => {
    imageApi(422, { statusCode: 422, message: 'ข้อมูลไม่ถูกต้อง', errors: { file: 'validation.imageType' } });
    renderEditor('th');
    await screen.findByRole('button', { name: 'ตัวหนา' });
    const fake = new File(['not an image'], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('ใส่รูปภาพ', { selector: 'input' }), { target: { files: [fake] } });
    expect(await screen.findByText('กรุณาเลือกรูปภาพ PNG, JPEG, GIF หรือ WebP')).toBeTruthy();
    expect(area().querySelector('img')).toBeNull();
  });
});
