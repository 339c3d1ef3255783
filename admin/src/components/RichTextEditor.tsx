import { useRef } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Image } from '@tiptap/extension-image';
import { useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useNotify, useTranslate } from 'react-admin';
import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

/** Largest image file put into rich text (the API's own limit, backend/src/modules/images/image-types.ts). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The headings the server keeps (h1 is the page's own title): backend/src/common/validation/rich-text.ts. */
const HEADING_LEVELS = [2, 3] as const;

/**
 * Tiptap as the server's sanitiser keeps it: paragraphs, headings 2–3, bold, italic, underline,
 * strike, code, lists, quotes, links and images (uploaded ones at `/i/<id>`, pasted ones inline).
 * No alignment, colour or highlight: their inline styles would be dropped on save.
 */
export const editorOptions = {
  extensions: [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      codeBlock: false,
      horizontalRule: false,
      // No empty paragraph kept after a closing list or image: the saved HTML ends where the text does.
      trailingNode: false,
      link: { openOnClick: false, protocols: ['mailto', 'tel'] },
    }),
    Image.configure({ allowBase64: true }),
  ],
};

type ImageResponse = components['schemas']['ImageResponse'];

/** Stores the file with the API (which checks what it really is); the text then points at `/i/<id>`. */
export const uploadImage = async (file: File): Promise<ImageResponse> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await httpClient('/api/images', { method: 'POST', body: form })).json as ImageResponse;
};

/** The field error the API gave on `file` (a translation key), if it refused the file. */
const refusal = (error: unknown): string | undefined => {
  const body = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body;
  const key = body?.errors?.file;
  return typeof key === 'string' ? key : undefined;
};

/** Heading 2 and 3, or back to a paragraph when the current one is pressed again. */
const HeadingButtons = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const level = useEditorState({
    editor,
    selector: ({ editor: current }) => HEADING_LEVELS.find((value) => current?.isActive('heading', { level: value })) ?? null,
  });
  return (
    <ToggleButtonGroup
      exclusive
      value={level}
      disabled={!editor?.isEditable}
      onChange={(_event, value: (typeof HEADING_LEVELS)[number] | null) => {
        if (value) editor.chain().focus().setHeading({ level: value }).run();
        else editor.chain().focus().setParagraph().run();
      }}
    >
      {HEADING_LEVELS.map((value) => (
        <ToggleButton
          key={value}
          value={value}
          aria-label={translate(`ra.tiptap.heading${value}`)}
          title={translate(`ra.tiptap.heading${value}`)}
          sx={{ fontSize: '0.9rem !important', fontWeight: 700, minWidth: 40 }}
        >
          {`H${value}`}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

/** Uploads an image file from the device and puts it into the text (type and size checked first, then by the API). */
const ImageFileButton = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const insert = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > MAX_IMAGE_BYTES) {
      notify('app.richText.imageTooLarge', { type: 'warning', messageArgs: { size: MAX_IMAGE_BYTES / 1024 / 1024 } });
      return;
    }
    let image: ImageResponse;
    try {
      image = await uploadImage(file);
    } catch (error) {
      notify(refusal(error) ?? 'app.richText.imageUploadFailed', { type: 'warning' });
      return;
    }
    editor.chain().focus().setImage({ src: image.url, alt: '' }).run();
  };
  const label = translate('ra.tiptap.image');
  return (
    <>
      <ToggleButton
        value="image"
        aria-label={label}
        title={label}
        disabled={!editor?.isEditable}
        onClick={() => input.current?.click()}
      >
        <AddPhotoAlternateIcon fontSize="inherit" />
      </ToggleButton>
      <input
        ref={input}
        hidden
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-label={label}
        onChange={(event) => {
          void insert(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
};

/** The toolbar, wrapping on a phone: only what the server keeps. Labels come from ra.tiptap.* (both languages). */
export const RichTextToolbar = () => (
  <RichTextInputToolbar size="medium">
    <HeadingButtons />
    <FormatButtons size="medium" />
    <ListButtons size="medium" />
    <LinkButtons size="medium" />
    <ImageFileButton />
    <QuoteButtons size="medium" />
    <ClearButtons size="medium" />
  </RichTextInputToolbar>
);

/**
 * Rich text for what customers read (a landing page, a coupon's condition): react-admin's Tiptap
 * input with the toolbar above. The API sanitises what is saved; this editor makes nothing it drops.
 */
export const RichTextEditor = (props: RichTextInputProps) => (
  <RichTextInput fullWidth toolbar={<RichTextToolbar />} editorOptions={editorOptions} {...props} />
);
