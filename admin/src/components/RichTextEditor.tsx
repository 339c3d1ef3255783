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

/** Largest image file put into rich text: it travels inline, as a data: address, within the text's limit. */
export const MAX_IMAGE_BYTES = 200 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The headings the server keeps (h1 is the page's own title): backend/src/common/validation/rich-text.ts. */
const HEADING_LEVELS = [2, 3] as const;

/**
 * Tiptap as the server's sanitiser keeps it: paragraphs, headings 2–3, bold, italic, underline,
 * strike, code, lists, quotes, links and images (pasted ones inline). No alignment, colour or
 * highlight: their inline styles would be dropped on save.
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

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });

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

/** Puts an image file from the device into the text (checked for type and size first). */
const ImageFileButton = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const insert = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > MAX_IMAGE_BYTES) {
      notify('app.richText.imageTooLarge', { type: 'warning', messageArgs: { size: MAX_IMAGE_BYTES / 1024 } });
      return;
    }
    editor
      .chain()
      .focus()
      .setImage({ src: await readAsDataUrl(file), alt: '' })
      .run();
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
