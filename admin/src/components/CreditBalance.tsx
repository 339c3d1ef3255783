import { useEffect } from 'react';
import { Chip, Tooltip } from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useGetOne, useLocaleState, useLocation, useTranslate } from 'react-admin';
import { useIsStaff } from '@/components/useCan';
import { SINGLETON_ID } from '@/providers/dataProvider';
import { API_WRITE_EVENT } from '@/providers/httpClient';
import { readActingAccountId } from '@/providers/session';
import type { Profile } from '@/types';

/**
 * Under this many credits the balance shows in the warning colour: about the cost of a small
 * send (a hundred one-part SMS), so the owner asks for a top-up before a send is refused.
 */
export const LOW_CREDIT = 100;

export type CreditLevel = 'empty' | 'low' | 'enough';

export const creditLevel = (balance: number): CreditLevel => (balance <= 0 ? 'empty' : balance < LOW_CREDIT ? 'low' : 'enough');

const CHIP_COLOR = { empty: 'error', low: 'warning', enough: 'default' } as const;

/**
 * The balance changes on sends made here (read again after every accepted change), and on
 * refunds and top-ups made elsewhere: read again now and then, and on every new screen.
 */
const REFETCH_EVERY_MS = 30_000;

/**
 * The acting account's credit balance as a small chip, in the warning colour when low. The
 * figure is the profile's creditBalance (the account acting through the switcher). Staff acting
 * in the platform's own account have no balance to watch: nothing is shown.
 *
 * `toolbar`: on the app bar (filled chip; the label hides on phones, the figure stays).
 */
export const CreditBalance = ({ toolbar = false }: { toolbar?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isStaff = useIsStaff();
  const { pathname } = useLocation();
  const hidden = isStaff && !readActingAccountId();
  const { data: profile, refetch } = useGetOne<Profile>(
    'profile',
    // Its own query: a form open on the profile record is not reset by these reads.
    { id: SINGLETON_ID, meta: { creditBalance: true } },
    { enabled: !hidden, refetchInterval: REFETCH_EVERY_MS, refetchOnWindowFocus: true },
  );
  useEffect(() => {
    if (!hidden) void refetch();
  }, [pathname, hidden, refetch]);
  // A send, a code or a cancel made on this screen: the balance it moved shows at once.
  useEffect(() => {
    if (hidden) return undefined;
    const again = () => void refetch();
    window.addEventListener(API_WRITE_EVENT, again);
    return () => window.removeEventListener(API_WRITE_EVENT, again);
  }, [hidden, refetch]);

  if (hidden || !profile) return null;
  const balance = profile.creditBalance;
  const level = creditLevel(balance);
  const figure = balance.toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB');
  const label = translate('app.credit.balance');
  const hint = level === 'enough' ? `${label}: ${figure}` : `${label}: ${figure}. ${translate('app.credit.lowHint')}`;
  return (
    <Tooltip title={hint}>
      <Chip
        icon={<AccountBalanceWalletIcon />}
        size={toolbar ? 'small' : 'medium'}
        color={CHIP_COLOR[level]}
        variant={level === 'enough' ? 'outlined' : 'filled'}
        aria-label={hint}
        data-credit-balance={balance}
        data-credit-level={level}
        label={
          <>
            <span className="CreditBalance-label">{label}: </span>
            {figure}
          </>
        }
        sx={{
          fontWeight: 500,
          flexShrink: 0,
          ...(toolbar
            ? {
                mx: 0.5,
                ...(level === 'enough'
                  ? { color: 'inherit', borderColor: 'currentColor', '& .MuiChip-icon': { color: 'inherit' } }
                  : {}),
                '& .CreditBalance-label': { display: { xs: 'none', md: 'inline' } },
              }
            : {}),
        }}
      />
    </Tooltip>
  );
};
