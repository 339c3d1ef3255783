import { lazy, Suspense, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Resource, reactRouterProvider } from 'react-admin';
import { withAccess } from '@/components/withAccess';
import { i18nProvider } from '@/i18n/i18nProvider';
import { Layout } from '@/layout/Layout';
import { NotFound } from '@/layout/NotFound';
import { LoginPage } from '@/pages/LoginPage';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { createStore } from '@/providers/store';
import blacklist from '@/resources/blacklist';
import consents from '@/resources/consents';
import broadcasts from '@/resources/broadcasts';
import channels from '@/resources/channels';
import couponBooks from '@/resources/coupon-books';
import couponCodes from '@/resources/coupon-codes';
import webhookDeliveries from '@/resources/webhook-deliveries';
import coupons from '@/resources/coupons';
import campaigns from '@/resources/campaigns';
import landingPages from '@/resources/landing-pages';
import otpApps from '@/resources/otp-apps';
import apiKeys from '@/resources/api-keys';
import otpRequests from '@/resources/otp-requests';
import creditPurchases from '@/resources/credit-purchases';
import creditTransactions from '@/resources/credit-transactions';
import messages from '@/resources/messages';
import senders from '@/resources/senders';
import subAccounts from '@/resources/sub-accounts';
import templates from '@/resources/templates';
import tags from '@/resources/tags';
import groups from '@/resources/groups';
import imports from '@/resources/imports';
import peopleFields from '@/resources/people-fields';
import people from '@/resources/people';
import redemptions from '@/resources/redemptions';
import reports from '@/resources/reports';
import users from '@/resources/users';
import { theme } from '@/theme';

// react-router's Route, through react-admin's router adapter (react-router is its peer).
const { Route } = reactRouterProvider;

const Dashboard = lazy(() => import('@/dashboard/Dashboard'));
const DashboardPage = lazy(() => import('@/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('@/pages/ProfilePage'));
const QuickSendPage = withAccess(
  'create',
  'broadcasts',
  lazy(() => import('@/pages/quick-send/QuickSendPage')),
);
const TestOtpPage = withAccess(
  'create',
  'otp-requests',
  lazy(() => import('@/pages/test-otp/TestOtpPage')),
);
const AccountSettingsPage = withAccess(
  'show',
  'account-setting',
  lazy(() => import('@/pages/AccountSettingsPage')),
);
const CouponDashboardPage = withAccess(
  'list',
  'coupons',
  lazy(() => import('@/pages/coupon-dashboard/CouponDashboardPage')),
);
const RegisterPage = lazy(() => import('@/pages/register/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('@/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/pages/ResetPasswordPage'));

// Pages outside the layout have no Suspense boundary of their own.
const Public = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;

const store = createStore();

/** The product's name, as in index.html; a name, not translated. */
const PRODUCT_NAME = 'Engage Console';

export const App = () => (
  <Admin
    disableTelemetry
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
    darkTheme={null}
    layout={Layout}
    catchAll={NotFound}
    title={PRODUCT_NAME}
    loginPage={LoginPage}
    dashboard={Dashboard}
  >
    <Resource name="users" {...users} />
    <Resource name="sub-accounts" {...subAccounts} />
    <Resource name="templates" {...templates} />
    <Resource name="senders" {...senders} />
    <Resource name="broadcasts" {...broadcasts} />
    <Resource name="messages" {...messages} />
    <Resource name="credit-transactions" {...creditTransactions} />
    <Resource name="credit-purchases" {...creditPurchases} />
    <Resource name="channels" {...channels} />
    <Resource name="otp-apps" {...otpApps} />
    <Resource name="api-keys" {...apiKeys} />
    <Resource name="otp-requests" {...otpRequests} />
    <Resource name="blacklist" {...blacklist} />
    <Resource name="consents" {...consents} />
    <Resource name="tags" {...tags} />
    <Resource name="groups" {...groups} />
    <Resource name="people" {...people} />
    <Resource name="people-fields" {...peopleFields} />
    <Resource name="imports" {...imports} />
    <Resource name="reports" {...reports} />
    <Resource name="coupons" {...coupons} />
    <Resource name="campaigns" {...campaigns} />
    <Resource name="coupon-books" {...couponBooks} />
    {/* No screens: listed on the coupon's show page. */}
    <Resource name="coupon-codes" {...couponCodes} />
    <Resource name="webhook-deliveries" {...webhookDeliveries} />
    <Resource name="landing-pages" {...landingPages} />
    {/* Key verification: the code lookup and the sale list. */}
    <Resource name="redemptions" {...redemptions} />
    <CustomRoutes>
      <Route path="/account-settings" element={<AccountSettingsPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/quick-send" element={<QuickSendPage />} />
      <Route path="/quick-send/analyze" element={<QuickSendPage />} />
      <Route path="/test-otp" element={<TestOtpPage />} />
      <Route path="/coupon-dashboard" element={<CouponDashboardPage />} />
    </CustomRoutes>
    <CustomRoutes noLayout>
      <Route
        path="/register"
        element={
          <Public>
            <RegisterPage />
          </Public>
        }
      />
      <Route
        path="/forgot-password"
        element={
          <Public>
            <ForgotPasswordPage />
          </Public>
        }
      />
      <Route
        path="/reset-password"
        element={
          <Public>
            <ResetPasswordPage />
          </Public>
        }
      />
    </CustomRoutes>
  </Admin>
);
