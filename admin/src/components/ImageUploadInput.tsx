import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import { MAX_IMAGE_BYTES, uploadImage } from './RichTextEditor';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Where the API serves an image of the account (POST /api/images answers it as `url`). */
export const imageUrl = (id: unknown): string | null => (typeof id === 'string' && id ? `/i/${encodeURIComponent(id)}` : null);

/** The field error the API gave on `file` (a translation key), if it refused the file. */
const refusal = (error: unknown): string | undefined => {
  const key = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors?.file;
  return typeof key === 'string' ? key : undefined;
};

/**
 * An image of the account: a file from the device, stored with the API (which checks what it
 * really is); the field holds the image's id, and shows it with a button to take it away.
 */
export const ImageUploadInput = ({ source, label }: { source: string; label?: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source });
  const picker = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const url = imageUrl(field.value);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > MAX_IMAGE_BYTES) {
      setProblem(translate('app.richText.imageTooLarge', { size: MAX_IMAGE_BYTES / 1024 / 1024 }));
      return;
    }
    setUploading(true);
    setProblem(null);
    try {
      field.onChange((await uploadImage(file)).id);
    } catch (error) {
      setProblem(translate(refusal(error) ?? 'app.richText.imageUploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const error = problem ?? (fieldState.error?.message ? translate(fieldState.error.message) : null);
  return (
    <Box sx={{ mb: 2, width: '100%' }} data-testid={`${source}-image`}>
      <Typography variant="body2" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        <FieldTitle label={label} source={source} resource={resource} />
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {url ? (
          <Box
            component="img"
            src={url}
            alt=""
            sx={{ maxWidth: 120, maxHeight: 72, borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : null}
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={uploading}
          onClick={() => picker.current?.click()}
        >
          {translate(url ? 'app.image.replace' : 'app.image.choose')}
        </Button>
        {url ? (
          <Button size="small" color="inherit" onClick={() => field.onChange(null)}>
            {translate('app.image.remove')}
          </Button>
        ) : null}
        <input
          ref={picker}
          hidden
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-label={translate(url ? 'app.image.replace' : 'app.image.choose')}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
};
