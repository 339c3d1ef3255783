import { Box, Button as MuiButton, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import {
  Button,
  Labeled,
  RichTextField,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useRecordAction } from '@/components/useRecordAction';
import { maxLength } from '@/forms/validators';
import type { AppDataProvider } from '@/providers/dataProvider';
import { LIMITS, MAX_IMAGE_BYTES, type LandingPageRecord } from './payload';

/** The public link (`${PUBLIC_URL}/p/<id>`) with a button that copies it. */
export const PublicUrlField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<LandingPageRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record?.publicUrl) return null;
  const copy = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(record.publicUrl);
      notify('resources.landing-pages.linkCopied', { type: 'info' });
    } catch {
      notify('resources.landing-pages.linkNotCopied', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography
        variant="body2"
        component="a"
        href={record.publicUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 320 }}
      >
        {record.publicUrl}
      </Typography>
      <Tooltip title={translate('resources.landing-pages.copyLink')}>
        <IconButton size="small" aria-label={translate('resources.landing-pages.copyLink')} onClick={(event) => void copy(event)}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};

/** Makes a draft copy, opens it in edit mode and says so (the specification's duplicate-success). */
export const DuplicateButton = () => {
  const record = useRecordContext<LandingPageRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const redirect = useRedirect();
  const { isPending, trigger } = useRecordAction(
    () => dataProvider.duplicateLandingPage(String(record!.id)),
    'resources.landing-pages.duplicated',
    (copy) => redirect('edit', 'landing-pages', copy.id),
  );
  if (!record) return null;
  return (
    <Button
      label="resources.landing-pages.duplicate"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void trigger();
      }}
    >
      <ContentCopyIcon />
    </Button>
  );
};

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });

/**
 * The content as HTML with a live preview, and a button that adds an image file inline. The
 * preview is RichTextField, which sanitises with DOMPurify; the API sanitises again on save.
 */
export const DetailInput = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue, getValues } = useFormContext();
  const value = (useWatch({ name: 'landingpage_detail' }) as string | null | undefined) ?? '';
  const addImage = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > MAX_IMAGE_BYTES) {
      notify('resources.landing-pages.imageTooLarge', { type: 'warning', messageArgs: { size: MAX_IMAGE_BYTES / 1024 } });
      return;
    }
    const current = (getValues('landingpage_detail') as string | null | undefined) ?? '';
    const tag = `<p><img src="${await readAsDataUrl(file)}" alt="" /></p>`;
    setValue('landingpage_detail', `${current}${tag}`, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput
        source="landingpage_detail"
        multiline
        minRows={8}
        fullWidth
        validate={maxLength(LIMITS.detail)}
        helperText="resources.landing-pages.help.landingpage_detail"
      />
      <MuiButton component="label" size="small" startIcon={<AddPhotoAlternateIcon />} sx={{ mb: 2 }}>
        {translate('resources.landing-pages.addImage')}
        <input
          hidden
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => {
            void addImage(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </MuiButton>
      {value.trim() ? (
        <Labeled label="resources.landing-pages.preview" sx={{ mb: 2 }}>
          <RichTextField record={{ id: 'preview', landingpage_detail: value }} source="landingpage_detail" />
        </Labeled>
      ) : null}
    </Box>
  );
};
