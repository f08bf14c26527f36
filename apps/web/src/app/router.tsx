import { createBrowserRouter, type RouteObject } from 'react-router';
import { lazyWithRetry } from '../shared/loading/lazy-with-retry';
import { AREA_PAGES } from './area-pages';
import { PageSkeleton } from '../shared/ui/page-skeleton';
import { RootErrorBoundary } from '../features/load-failure/load-failure-page';
import { FlagRoute, ProtectedRoute, PublicOnlyRoute, WritableRoute } from './guards';
import { RootLayout } from './root-layout';

/**
 * The route table of 000 §2 and 001 §2. Every page is a lazy chunk loaded through lazyWithRetry;
 * a chunk that still fails after the retries reaches the root error boundary (load-failure screen).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            index: true,
            lazy: lazyWithRetry(() =>
              import('../features/landing/landing-page').then((m) => ({
                Component: m.LandingPage,
              })),
            ),
          },
        ],
      },
      {
        path: 'connect',
        lazy: lazyWithRetry(() =>
          import('../features/auth/connect-page').then((m) => ({ Component: m.ConnectPage })),
        ),
      },
      {
        element: <FlagRoute flag="sign-up-deactivation" showWhen={false} />,
        children: [
          {
            path: 'register',
            lazy: lazyWithRetry(() =>
              import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
            ),
          },
        ],
      },
      {
        path: 'forgot-password',
        lazy: lazyWithRetry(() =>
          import('../features/auth/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
        ),
      },
      {
        path: 'termsandconditions',
        lazy: lazyWithRetry(() =>
          import('../features/terms/terms-page').then((m) => ({ Component: m.TermsPage })),
        ),
      },
      {
        path: 'tracking/:orderId',
        lazy: lazyWithRetry(() =>
          import('../features/public-tracking/public-tracking-page').then((m) => ({
            Component: m.PublicTrackingPage,
          })),
        ),
      },
      {
        path: 'tracking-c2c/:orderId',
        lazy: lazyWithRetry(() =>
          import('../features/public-tracking/c2c-tracking-page').then((m) => ({
            Component: m.C2cTrackingPage,
          })),
        ),
      },
      {
        // 001 §2 "Per-country FAQ pages": public, and what the built-in help centre shows.
        path: 'help',
        lazy: lazyWithRetry(() =>
          import('../features/help-center/faq/help-countries-page').then((m) => ({
            Component: m.HelpCountriesPage,
          })),
        ),
      },
      {
        path: 'help/:country',
        lazy: lazyWithRetry(() =>
          import('../features/help-center/faq/help-faq-page').then((m) => ({
            Component: m.HelpFaqPage,
          })),
        ),
      },
      {
        path: 'prohibiteditems-c2c',
        lazy: lazyWithRetry(() =>
          import('../features/prohibited-items/prohibited-items-page').then((m) => ({
            Component: m.ProhibitedItemsPage,
          })),
        ),
      },
      {
        path: 'dev/mailbox',
        lazy: lazyWithRetry(() =>
          import('../features/mailbox/mailbox-page').then((m) => ({ Component: m.MailboxPage })),
        ),
      },
      {
        path: 'dev/messages',
        lazy: lazyWithRetry(() =>
          import('../features/mailbox/messages-page').then((m) => ({ Component: m.MessagesPage })),
        ),
      },
      {
        // The sandbox provider's 3-D Secure page: the card issuer's, so no sign-in and no menu.
        path: 'payment/challenge',
        lazy: lazyWithRetry(() =>
          import('../features/payments/challenge-page').then((m) => ({
            Component: m.ChallengePage,
          })),
        ),
      },
      {
        path: 'maintenance',
        lazy: lazyWithRetry(() =>
          import('../features/maintenance/maintenance-page').then((m) => ({
            Component: m.MaintenancePage,
          })),
        ),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: lazyWithRetry(() =>
              import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
            ),
            children: protectedRoutes(),
          },
        ],
      },
      {
        path: '*',
        lazy: lazyWithRetry(() =>
          import('../features/not-found/not-found-page').then((m) => ({
            Component: m.NotFoundPage,
          })),
        ),
      },
    ],
  },
];

function protectedRoutes(): RouteObject[] {
  const requestPage = lazyWithRetry(AREA_PAGES['request-a-rider']);
  const trackingPage = lazyWithRetry(AREA_PAGES['order-tracking']);
  const historyPage = lazyWithRetry(AREA_PAGES.history);
  const bulkPage = lazyWithRetry(AREA_PAGES['bulk-order']);
  const integrationsPage = lazyWithRetry(() =>
    import('../features/integrations/integrations-page').then((m) => ({
      Component: m.IntegrationsPage,
    })),
  );
  const customerMessagesPage = lazyWithRetry(() =>
    import('../features/notification-settings/notification-settings-page').then((m) => ({
      Component: m.NotificationSettingsPage,
    })),
  );
  return [
    {
      element: <WritableRoute />,
      children: [
        { path: 'request-a-rider', lazy: requestPage },
        { path: 'request-a-rider/:vendorId', lazy: requestPage },
      ],
    },
    { path: 'order-tracking', lazy: trackingPage },
    { path: 'order-tracking/:vendorId', lazy: trackingPage },
    { path: 'history', lazy: historyPage },
    { path: 'history/:vendorId', lazy: historyPage },
    {
      path: 'payment/return/:intentId',
      lazy: lazyWithRetry(() =>
        import('../features/payments/payment-return-page').then((m) => ({
          Component: m.PaymentReturnPage,
        })),
      ),
    },
    // Integrations (issue 19): the vendor's public API clients and their webhook deliveries.
    { path: 'integrations', lazy: integrationsPage },
    { path: 'integrations/:vendorId', lazy: integrationsPage },
    // Customer messages (issue 21): which text messages the vendor's customers get.
    { path: 'customer-messages', lazy: customerMessagesPage },
    { path: 'customer-messages/:vendorId', lazy: customerMessagesPage },
    {
      path: 'integrations/:vendorId/clients/:clientId',
      lazy: lazyWithRetry(() =>
        import('../features/integrations/api-client-page').then((m) => ({
          Component: m.ApiClientPage,
        })),
      ),
    },
    {
      path: 'helpcenter/:vendorId',
      lazy: lazyWithRetry(() =>
        import('../features/help-center/help-center-page').then((m) => ({
          Component: m.HelpCenterPage,
        })),
      ),
    },
    {
      element: <FlagRoute flag="delivery-receipt" />,
      children: [
        {
          path: 'delivery-receipt/:orderId',
          lazy: lazyWithRetry(() =>
            import('../features/delivery-receipt/delivery-receipt-page').then((m) => ({
              Component: m.DeliveryReceiptPage,
            })),
          ),
        },
      ],
    },
    {
      element: <FlagRoute flag="bulk-order-upload" />,
      children: [
        {
          element: <WritableRoute />,
          children: [
            { path: 'bulk-order', lazy: bulkPage },
            { path: 'bulk-order/:vendorId', lazy: bulkPage },
            {
              path: 'bulk-order/:vendorId/:bulkJobId',
              lazy: lazyWithRetry(() =>
                import('../features/bulk-order/bulk-job-page').then((m) => ({
                  Component: m.BulkJobPage,
                })),
              ),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
