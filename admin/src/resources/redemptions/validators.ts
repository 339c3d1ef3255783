/** The API's bound on a sale amount (numeric(14,2), see RedeemCodeDto). */
export const SALE_AMOUNT_MAX = 1_000_000_000;

/** A sale amount as typed: empty, or baht from 0 with at most two decimals; the key of what is wrong. */
export const validateSaleAmount = (typed: string): string | undefined => {
  const value = typed.trim();
  if (!value) return undefined;
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(value) || Number(value) > SALE_AMOUNT_MAX) return 'validation.amount';
  return undefined;
};

/** The redeem body from the form's text: blanks as null, the amount as a number. */
export const redeemPayload = (code: string, form: { branch: string; saleAmount: string; reference: string }) => ({
  code,
  branch: form.branch.trim() || null,
  saleAmount: form.saleAmount.trim() ? Number(form.saleAmount.trim()) : null,
  reference: form.reference.trim() || null,
});
