import { SelectInput, TextInput } from 'react-admin';
import { maxLength, required } from '@/forms/validators';
import { BangkokDateTimeInput, endAfterStart } from './dates';
import { COUPON_BOOK_DESCRIPTION_MAX, COUPON_BOOK_NAME_MAX, couponBookStatusChoices } from './payload';

/** The inputs of both Create and Edit, with the API's rules checked as typed. */
export const CouponBookInputs = () => (
  <>
    <TextInput source="name" validate={[required, maxLength(COUPON_BOOK_NAME_MAX)]} />
    <TextInput source="description" multiline minRows={2} validate={maxLength(COUPON_BOOK_DESCRIPTION_MAX)} />
    <BangkokDateTimeInput source="startDate" validate={required} />
    <BangkokDateTimeInput source="endDate" validate={[required, endAfterStart]} />
    <SelectInput source="status" choices={couponBookStatusChoices} validate={required} />
  </>
);
