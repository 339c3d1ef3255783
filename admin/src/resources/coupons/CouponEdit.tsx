import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { useCan } from '@/components/useCan';
import { CouponInputs } from './CouponInputs';
import { toCouponUpdatePayload } from './payload';

const CouponEditToolbar = () => {
  const canDelete = useCan('delete', 'coupons');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteButton /> : null}
    </Toolbar>
  );
};

// Pessimistic: the API's 422 field errors (sender, keyspace, dates) reach the form; delete asks first.
const CouponEdit = () => (
  <Edit mutationMode="pessimistic" transform={toCouponUpdatePayload} redirect="show">
    <SimpleForm noValidate toolbar={<CouponEditToolbar />} sx={{ maxWidth: 720 }}>
      <CouponInputs mode="edit" />
    </SimpleForm>
  </Edit>
);

export default CouponEdit;
