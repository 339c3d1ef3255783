// No screens: a coupon's callbacks are listed on its show page (DeliveriesOfCoupon). The resource
// is declared so react-admin knows it and its labels.
export default {};
