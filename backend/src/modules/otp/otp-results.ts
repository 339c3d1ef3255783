/** The verify results of the specification, and "already verified" (domain.md, OTP). */
export const OTP_RESULTS = [
  'Success!',
  'Verify Fail',
  'Over Limit Usage',
  'OTP Code Expired',
  'Already Verified',
  'Internal Server Error',
] as const;
export type OtpResult = (typeof OTP_RESULTS)[number];
