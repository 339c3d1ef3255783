import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { RichTextEditor } from '@/components/RichTextEditor';
import { useRecordAction } from '@/components/useRecordAction';
import { maxLength } from '@/forms/validators';
import type { AppDataProvider } from '@/providers/dataProvider';
import { LIMITS, type LandingPageRecord } from './payload';

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
        // On a phone the whole link wraps; wider screens show one line cut with an ellipsis.
        sx={{
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          wordBreak: 'break-all',
          maxWidth: 320,
          minWidth: 0,
        }}
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

/**
 * The content in the rich-text editor: headings, text, lists, links and images from the device
 * (inline). The API sanitises on save: what the editor makes is what it keeps.
 */
export const DetailInput = () => (
  <RichTextEditor
    source="landingpage_detail"
    validate={maxLength(LIMITS.detail)}
    helperText="resources.landing-pages.help.landingpage_detail"
  />
);
