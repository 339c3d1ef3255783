import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormSection, type FormMode } from '@/components/FormSection';
import { SenderNameInput } from '@/components/SenderNameInput';
import { maxLength, required } from '@/forms/validators';
import { BangkokDateTimeInput, endAfterStart } from '@/resources/coupon-books/dates';
import { ConditionInput, ColorInput, CouponMessageInput, ImageUrlInput } from './parts';
import { couponStatusChoices, LIMITS, verifyTypeChoices, type CouponRecord } from './payload';
import {
  couponCodePrefix,
  couponVariableWhenActive,
  httpUrl,
  integerWithin,
  notBelow,
  senderWhenActive,
  withinKeyspace,
} from './validators';

const upperCase = (value: string) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Redemptions per code: one-time means once, so the number is then fixed at 1. */
const UseMaxRedeemInput = () => {
  const oneTime = useWatch({ name: 'oneTimeCoupon' }) as boolean | undefined;
  return (
    <NumberInput
      source="useMaxRedeem"
      disabled={oneTime !== false}
      validate={integerWithin(1, LIMITS.useMaxRedeem)}
      helperText={oneTime !== false ? 'resources.coupons.help.useMaxRedeemOneTime' : 'resources.coupons.help.useMaxRedeem'}
    />
  );
};

/**
 * The specification's four sections, in its order: information, SMS setting, setting and
 * reference. On edit the code prefix is fixed and the number of codes may only grow (the API's
 * rules once codes exist).
 */
export const CouponInputs = ({ mode }: { mode: FormMode }) => {
  const record = useRecordContext<CouponRecord>();
  const editing = mode === 'edit';
  return (
    <>
      <FormSection title="resources.coupons.sections.information" />
      <ImageUrlInput />
      <TextInput source="couponName" validate={[required, maxLength(LIMITS.couponName)]} />
      <BooleanInput source="checkedRedeemBtn" />
      <TextInput source="buttonText" validate={maxLength(LIMITS.buttonText)} />
      <ColorInput source="textColor" />
      <ColorInput source="buttonColor" />
      <ConditionInput />
      <ReferenceInput source="landingPageId" reference="landing-pages" sort={{ field: 'createdAt', order: 'DESC' }} perPage={100}>
        <SelectInput
          optionText="landingpage_name"
          emptyText="resources.coupons.noLandingPage"
          helperText="resources.coupons.help.landingPageId"
        />
      </ReferenceInput>

      <FormSection title="resources.coupons.sections.sms" />
      <SenderNameInput source="senderName" validate={senderWhenActive} />
      <CouponMessageInput validate={[couponVariableWhenActive]} />
      <TextInput source="description" multiline minRows={2} fullWidth validate={maxLength(LIMITS.description)} />

      <FormSection title="resources.coupons.sections.setting" />
      <NumberInput
        source="expireCoupon"
        validate={integerWithin(1, LIMITS.expireCoupon)}
        helperText="resources.coupons.help.expireCoupon"
      />
      <BangkokDateTimeInput source="startDate" validate={required} />
      <BangkokDateTimeInput source="endDate" validate={[required, endAfterStart]} />
      <ReferenceInput source="couponBookId" reference="coupon-books" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="name" emptyText="resources.coupons.noBook" />
      </ReferenceInput>
      <TextInput
        source="couponCodePrefix"
        parse={upperCase}
        readOnly={editing}
        validate={couponCodePrefix}
        helperText={editing ? 'resources.coupons.help.couponCodePrefixFixed' : 'resources.coupons.help.couponCodePrefix'}
        slotProps={{ htmlInput: { maxLength: 6, style: { textTransform: 'uppercase' } } }}
      />
      <NumberInput
        source="useMax"
        validate={[required, integerWithin(1, LIMITS.useMax), withinKeyspace, ...(editing ? [notBelow(record?.useMax)] : [])]}
        helperText={editing ? 'resources.coupons.help.useMaxGrows' : 'resources.coupons.help.useMax'}
      />
      <BooleanInput source="oneTimeCoupon" />
      <UseMaxRedeemInput />
      <SelectInput source="verifyType" choices={verifyTypeChoices} validate={required} />
      <SelectInput source="status" choices={couponStatusChoices} validate={required} />
      <BooleanInput source="shortenUrl" />

      <FormSection title="resources.coupons.sections.reference" />
      <TextInput source="smsCallbackURL" type="url" fullWidth validate={[httpUrl, maxLength(LIMITS.url)]} />
      <TextInput source="redeemCallbackURL" type="url" fullWidth validate={[httpUrl, maxLength(LIMITS.url)]} />
      <TextInput source="reference" validate={maxLength(LIMITS.reference)} />
      <TextInput source="reference2" validate={maxLength(LIMITS.reference)} />
      <TextInput source="reference3" validate={maxLength(LIMITS.reference)} />
      <TextInput source="reference4" validate={maxLength(LIMITS.reference)} />
    </>
  );
};
