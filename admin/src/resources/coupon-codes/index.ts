// No screens: the codes are listed on their coupon's show page (CouponCodesOfCoupon). The
// resource is declared so react-admin knows it, its labels and how to name a code.
export default {
  recordRepresentation: 'code',
};
