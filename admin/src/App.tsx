import { lazy, Suspense, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Resource, reactRouterProvider, type ResourceProps } from 'react-admin';
import { withAccess } from '@/components/withAccess';
import { i18nProvider } from '@/i18n/i18nProvider';
import { Layout } from '@/layout/Layout';
import { NotFound } from '@/layout/NotFound';
import { LoginPage } from '@/pages/LoginPage';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { createStore } from '@/providers/store';
import { theme } from '@/theme';

// Every resource folder registers itself, as the menu and abilities read its meta.ts
// (resources/registry.ts): a new module adds no line here.
const resources = Object.entries(
  import.meta.glob<Omit<ResourceProps, 'name'>>('./resources/*/index.ts', { eager: true, import: 'default' }),
)
  .map(([path, screens]) => [path.split('/')[2] ?? '', screens] as const)
  .sort(([a], [b]) => a.localeCompare(b));

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
const GameDashboardListPage = withAccess(
  'list',
  'games',
  lazy(() => import('@/pages/game-dashboard/GameDashboardListPage')),
);
const GameDashboardPage = withAccess(
  'show',
  'games',
  lazy(() => import('@/pages/game-dashboard/GameDashboardPage')),
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
    {/* Every resources/<name>/index.ts, under its folder's name (the API path). */}
    {resources.map(([name, screens]) => (
      <Resource key={name} {...screens} name={name} />
    ))}
    <CustomRoutes>
      <Route path="/account-settings" element={<AccountSettingsPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/quick-send" element={<QuickSendPage />} />
      <Route path="/quick-send/analyze" element={<QuickSendPage />} />
      <Route path="/test-otp" element={<TestOtpPage />} />
      <Route path="/coupon-dashboard" element={<CouponDashboardPage />} />
      <Route path="/game-dashboard" element={<GameDashboardListPage />} />
      <Route path="/game-dashboard/:id" element={<GameDashboardPage />} />
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
