import { Box, InputAdornment, Typography } from '@mui/material';
import { TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CODE_RANDOM_MIN, codeLength } from '@coupons/code-space';
import { couponSend, couponStandIns } from '@coupons/coupon-message';
import { MessageCounter } from '@/components/MessageCounter';
import { RichTextEditor } from '@/components/RichTextEditor';
import { maxLength } from '@/forms/validators';
import { LIMITS } from './payload';
import { color, httpUrl, isColor, isHttpUrl } from './validators';

/** A colour as the API takes it (a name or #rgb/#rrggbb), with a swatch of what it looks like. */
export const ColorInput = ({ source, label }: { source: string; label?: string }) => {
  const value = useWatch({ name: source }) as unknown;
  return (
    <TextInput
      source={source}
      label={label}
      validate={color}
      helperText="resources.coupons.help.color"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                data-testid={`${source}-swatch`}
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: isColor(value) ? String(value).trim() : 'transparent',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/** The coupon's image address, previewed once it is a valid http(s) URL. */
export const ImageUrlInput = () => {
  const translate = useTranslate();
  const value = useWatch({ name: 'couponImg' }) as unknown;
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput
        source="couponImg"
        type="url"
        fullWidth
        validate={[httpUrl, maxLength(LIMITS.couponImg)]}
        helperText="resources.coupons.help.couponImg"
      />
      {isHttpUrl(value) ? (
        <Box
          component="img"
          src={String(value).trim()}
          alt={translate('resources.coupons.imagePreview')}
          sx={{ display: 'block', maxWidth: 240, maxHeight: 160, mb: 2, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : null}
    </Box>
  );
};

/** The condition in the rich-text editor; the API sanitises it on save. */
export const ConditionInput = () => (
  <RichTextEditor source="condition" validate={maxLength(LIMITS.condition)} helperText="resources.coupons.help.condition" />
);

/** The SMS text with the live encoding and parts count, as the template editor has it. */
export const CouponMessageInput = ({ validate }: { validate?: Validator[] }) => {
  const translate = useTranslate();
  const text = (useWatch({ name: 'message' }) as string | null | undefined) ?? '';
  const prefix = (useWatch({ name: 'couponCodePrefix' }) as string | null | undefined) ?? '';
  const useMax = Number(useWatch({ name: 'useMax' }) ?? 1);
  const shortenUrl = (useWatch({ name: 'shortenUrl' }) as boolean | undefined) ?? true;
  const id = (useRecordContext()?.id as string | undefined) ?? '00000000-0000-0000-0000-000000000000';
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput
        source="message"
        multiline
        minRows={4}
        fullWidth
        validate={[maxLength(LIMITS.message), ...(validate ?? [])]}
        helperText={false}
        slotProps={{ htmlInput: { maxLength: LIMITS.message } }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 1 }}>
        {translate('resources.coupons.help.message')}
      </Typography>
      <MessageCounter text={withStandIns(text, prefix, useMax, { id, shortenUrl })} />
    </Box>
  );
};

/**
 * The message as the API prices it: the coupon variables hold stand-ins of their final length (the
 * code for this prefix and count, the link on this site), so the counter shows the parts sent.
 */
export function withStandIns(
  text: string,
  prefix: string,
  useMax: number,
  coupon: { id: string; shortenUrl: boolean } = { id: '', shortenUrl: true },
): string {
  const length = prefix.length + (codeLength(Number.isInteger(useMax) && useMax > 0 ? useMax : 1, prefix) ?? CODE_RANDOM_MIN);
  const standIns = couponStandIns(
    couponSend({ ...coupon, couponCodePrefix: prefix, codeLength: length - prefix.length }, null, window.location.origin),
  );
  return text.replace(/\{\{\s*(couponCode|couponLink)\s*\}\}/g, (_, name: keyof typeof standIns) => standIns[name]);
}
