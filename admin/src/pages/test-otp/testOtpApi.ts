import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type OtpTicket = components['schemas']['TestOtpResponse'];
export type OtpVerdict = components['schemas']['OtpVerdictResponse'];

/** Test OTP's calls: the console's own OTP routes, with the signed-in user's token. */
export const testOtpApi = {
  async request(appId: string, mobile: string): Promise<OtpTicket> {
    return (await httpClient('/api/otp-requests', { method: 'POST', body: JSON.stringify({ appId, mobile }) })).json as OtpTicket;
  },
  async resend(id: string): Promise<OtpTicket> {
    return (await httpClient(`/api/otp-requests/${encodeURIComponent(id)}/resend`, { method: 'POST' })).json as OtpTicket;
  },
  async verify(id: string, code: string): Promise<OtpVerdict> {
    return (
      await httpClient(`/api/otp-requests/${encodeURIComponent(id)}/verify`, { method: 'POST', body: JSON.stringify({ code }) })
    ).json as OtpVerdict;
  },
};
