import { Create, SimpleForm } from 'react-admin';
import { CouponInputs } from './CouponInputs';
import { COUPON_DEFAULTS, toCouponCreatePayload } from './payload';

// The API's 422 field errors (validation.* keys) land on their inputs: react-admin reads the body's `errors`.
const CouponCreate = () => (
  <Create transform={toCouponCreatePayload} redirect="show">
    <SimpleForm noValidate defaultValues={COUPON_DEFAULTS} sx={{ maxWidth: 720 }}>
      <CouponInputs mode="create" />
    </SimpleForm>
  </Create>
);

export default CouponCreate;
