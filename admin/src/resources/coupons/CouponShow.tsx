import type { ReactElement } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  EditButton,
  Labeled,
  NumberField,
  ReferenceField,
  RichTextField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { FormSection } from '@/components/FormSection';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { StatusChip } from '@/resources/coupon-books/StatusChip';
import { CouponCodesOfCoupon } from '@/resources/coupon-codes/CouponCodesOfCoupon';
import { DeliveriesOfCoupon } from '@/resources/webhook-deliveries/DeliveriesOfCoupon';
import { CouponDashboardOfCoupon } from './dashboard/CouponDashboardOfCoupon';
import { verifyTypeChoices, type CouponRecord } from './payload';
import { isColor, isHttpUrl } from './validators';

const CouponShowActions = () => {
  const canEdit = useCan('edit', 'coupons');
  const canDelete = useCan('delete', 'coupons');
  return (
    <TopToolbar>
      {canEdit ? <EditButton /> : null}
      {canDelete ? <DeleteButton /> : null}
    </TopToolbar>
  );
};

/** A field under its translated label (`resources.coupons.fields.<source>`). */
const Field = ({ source, children }: { source: string; children: ReactElement }) => (
  <Labeled source={source} resource="coupons">
    {children}
  </Labeled>
);

const Row = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>{children}</Box>
);

const ColorValue = ({ source }: { source: 'textColor' | 'buttonColor' }) => {
  const record = useRecordContext<CouponRecord>();
  const value = record?.[source] ?? '';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Box
        sx={{
          width: 16,
          height: 16,
          borderRadius: 0.5,
          border: 1,
          borderColor: 'divider',
          bgcolor: isColor(value) ? value : 'transparent',
        }}
      />
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
};

const CouponImage = () => {
  const record = useRecordContext<CouponRecord>();
  const translate = useTranslate();
  if (!record?.couponImg || !isHttpUrl(record.couponImg))
    return <Typography variant="body2">{translate('resources.coupons.none')}</Typography>;
  return (
    <Box
      component="img"
      src={record.couponImg}
      alt={translate('resources.coupons.imagePreview')}
      sx={{ display: 'block', maxWidth: 240, maxHeight: 160, borderRadius: 1 }}
    />
  );
};

/** How many codes the coupon has, and where they stand. */
const CodeCounts = () => {
  const record = useRecordContext<CouponRecord>();
  if (!record?.codes) return null;
  return (
    <Row>
      {(['total', 'available', 'issued', 'redeemed'] as const).map((key) => (
        <Labeled key={key} label={`resources.coupons.codes.${key}`}>
          <Typography variant="body2" data-testid={`codes-${key}`}>
            {record.codes![key].toLocaleString()}
          </Typography>
        </Labeled>
      ))}
    </Row>
  );
};

/** The coupon's codes, searchable and exportable, for whoever may list them. */
const Codes = () => (useCan('list', 'coupon-codes') ? <CouponCodesOfCoupon /> : null);

/**
 * The secret that signs the callbacks and how a receiver checks it; the API sends it to admins
 * only, so the others see neither.
 */
const CallbackSecret = () => {
  const translate = useTranslate();
  const record = useRecordContext<CouponRecord>();
  if (!record?.callbackSecret) return null;
  return (
    <>
      <Field source="callbackSecret">
        <TextField source="callbackSecret" sx={{ fontFamily: 'monospace' }} />
      </Field>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.coupons.help.callbackSecret')}
      </Typography>
    </>
  );
};

/** Every field by the form's sections, the sanitised condition, the code counts and the codes. */
const CouponShow = () => (
  <Show actions={<CouponShowActions />}>
    <Stack spacing={2} sx={{ p: 2 }}>
      <FormSection title="resources.coupons.sections.information" />
      <Row>
        <Field source="couponImg">
          <CouponImage />
        </Field>
        <Field source="couponName">
          <TextField source="couponName" />
        </Field>
        <Field source="status">
          <StatusChip resource="coupons" />
        </Field>
      </Row>
      <Row>
        <Field source="checkedRedeemBtn">
          <BooleanField source="checkedRedeemBtn" />
        </Field>
        <Field source="buttonText">
          <TextField source="buttonText" />
        </Field>
        <Field source="textColor">
          <ColorValue source="textColor" />
        </Field>
        <Field source="buttonColor">
          <ColorValue source="buttonColor" />
        </Field>
      </Row>
      {/* Sanitised by the API on save, and again here by RichTextField (DOMPurify) before rendering. */}
      <Field source="condition">
        <RichTextField source="condition" emptyText="resources.coupons.none" />
      </Field>
      <Field source="landingPageId">
        <ReferenceField
          source="landingPageId"
          reference="landing-pages"
          link="edit"
          emptyText="resources.coupons.noLandingPage"
        />
      </Field>

      <FormSection title="resources.coupons.sections.sms" />
      <Field source="senderName">
        <TextField source="senderName" emptyText="app.templates.noSender" />
      </Field>
      <Field source="message">
        <TextField source="message" emptyText="resources.coupons.none" sx={{ whiteSpace: 'pre-wrap' }} />
      </Field>
      <Field source="description">
        <TextField source="description" emptyText="resources.coupons.none" />
      </Field>

      <FormSection title="resources.coupons.sections.setting" />
      <Row>
        <Field source="startDate">
          <LocalDateField source="startDate" showTime />
        </Field>
        <Field source="endDate">
          <LocalDateField source="endDate" showTime />
        </Field>
        <Field source="expireCoupon">
          <NumberField source="expireCoupon" emptyText="resources.coupons.untilEnd" />
        </Field>
        <Field source="couponBookId">
          <ReferenceField source="couponBookId" reference="coupon-books" link="show" emptyText="resources.coupons.noBook" />
        </Field>
      </Row>
      <Row>
        <Field source="couponCodePrefix">
          <TextField source="couponCodePrefix" emptyText="resources.coupons.none" />
        </Field>
        <Field source="codeLength">
          <NumberField source="codeLength" />
        </Field>
        <Field source="useMax">
          <NumberField source="useMax" />
        </Field>
        <Field source="useMaxRedeem">
          <NumberField source="useMaxRedeem" />
        </Field>
        <Field source="verifyType">
          <SelectField source="verifyType" choices={verifyTypeChoices} />
        </Field>
        <Field source="oneTimeCoupon">
          <BooleanField source="oneTimeCoupon" />
        </Field>
        <Field source="shortenUrl">
          <BooleanField source="shortenUrl" />
        </Field>
      </Row>
      <FormSection title="resources.coupons.sections.dashboard" />
      <CouponDashboardOfCoupon />

      <FormSection title="resources.coupons.sections.codes" />
      <CodeCounts />
      <Codes />

      <FormSection title="resources.coupons.sections.reference" />
      <Row>
        <Field source="smsCallbackURL">
          <TextField source="smsCallbackURL" emptyText="resources.coupons.none" />
        </Field>
        <Field source="redeemCallbackURL">
          <TextField source="redeemCallbackURL" emptyText="resources.coupons.none" />
        </Field>
      </Row>
      <Row>
        {(['reference', 'reference2', 'reference3', 'reference4'] as const).map((source) => (
          <Field key={source} source={source}>
            <TextField source={source} emptyText="resources.coupons.none" />
          </Field>
        ))}
      </Row>
      <CallbackSecret />

      <FormSection title="resources.coupons.sections.callbacks" />
      <DeliveriesOfCoupon />
    </Stack>
  </Show>
);

export default CouponShow;
