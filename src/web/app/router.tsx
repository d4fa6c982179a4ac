import { createBrowserRouter } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          // Errors inside a screen render here, keeping the navigation bar usable.
          ErrorBoundary: RouteError,
          children: [
            // Public: visitors browse the shop, seller profiles and legal pages (spec §6).
            { index: true, lazy: () => import('@web/routes/home').then((m) => ({ Component: m.HomePage })) },
            { path: 'auth', lazy: () => import('@web/routes/auth').then((m) => ({ Component: m.AuthPage })) },
            {
              path: 'reinitialiser-mot-de-passe',
              lazy: () => import('@web/routes/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
            },
            {
              path: 'marketplace',
              lazy: () => import('@web/routes/marketplace').then((m) => ({ Component: m.MarketplacePage })),
            },
            {
              path: 'product/:id',
              lazy: () => import('@web/routes/product').then((m) => ({ Component: m.ProductPage })),
            },
            { path: 'seller/:id', lazy: () => import('@web/routes/seller').then((m) => ({ Component: m.SellerPage })) },
            {
              path: 'seller/:sellerId/reviews',
              lazy: () => import('@web/routes/seller-reviews').then((m) => ({ Component: m.SellerReviewsPage })),
            },
            { path: 'install', lazy: () => import('@web/routes/install').then((m) => ({ Component: m.InstallPage })) },
            { path: 'terms', lazy: () => import('@web/routes/terms').then((m) => ({ Component: m.TermsPage })) },
            { path: 'privacy', lazy: () => import('@web/routes/privacy').then((m) => ({ Component: m.PrivacyPage })) },
            {
              // Signed-in only: visitors go to /auth.
              Component: RequireAuth,
              children: [
                {
                  path: 'checkout',
                  lazy: () => import('@web/routes/checkout').then((m) => ({ Component: m.CheckoutPage })),
                },
                {
                  path: 'add-product',
                  lazy: () => import('@web/routes/add-product').then((m) => ({ Component: m.AddProductPage })),
                },
                {
                  path: 'edit-product/:id',
                  lazy: () => import('@web/routes/edit-product').then((m) => ({ Component: m.EditProductPage })),
                },
                {
                  path: 'favorites',
                  lazy: () => import('@web/routes/favorites').then((m) => ({ Component: m.FavoritesPage })),
                },
                {
                  path: 'my-products',
                  lazy: () => import('@web/routes/my-products').then((m) => ({ Component: m.MyProductsPage })),
                },
                { path: 'orders', lazy: () => import('@web/routes/orders').then((m) => ({ Component: m.OrdersPage })) },
                {
                  path: 'orders/:id/receipt',
                  lazy: () => import('@web/routes/receipt').then((m) => ({ Component: m.ReceiptPage })),
                },
                {
                  path: 'earnings',
                  lazy: () => import('@web/routes/earnings').then((m) => ({ Component: m.EarningsPage })),
                },
                {
                  path: 'review/:orderId',
                  lazy: () => import('@web/routes/review').then((m) => ({ Component: m.ReviewPage })),
                },
                {
                  path: 'profile',
                  lazy: () => import('@web/routes/profile').then((m) => ({ Component: m.ProfilePage })),
                },
                {
                  path: 'settings',
                  lazy: () => import('@web/routes/settings').then((m) => ({ Component: m.SettingsPage })),
                },
                {
                  path: 'messages',
                  lazy: () => import('@web/routes/messages').then((m) => ({ Component: m.MessagesPage })),
                },
                {
                  path: 'messages/new',
                  lazy: () =>
                    import('@web/routes/new-conversation').then((m) => ({ Component: m.NewConversationPage })),
                },
                {
                  path: 'messages/:id',
                  lazy: () => import('@web/routes/conversation').then((m) => ({ Component: m.ConversationPage })),
                },
                {
                  // Admins only: anyone else is sent home with 'Accès non autorisé'. Lazy, as few ever need it.
                  lazy: () => import('./guards/require-admin').then((m) => ({ Component: m.RequireAdmin })),
                  children: [
                    {
                      path: 'admin',
                      lazy: () => import('@web/routes/admin').then((m) => ({ Component: m.AdminPage })),
                    },
                    {
                      path: 'admin/messages',
                      lazy: () =>
                        import('@web/routes/admin-messages').then((m) => ({ Component: m.AdminMessagesPage })),
                    },
                    {
                      path: 'test-runner',
                      lazy: () => import('@web/routes/test-runner').then((m) => ({ Component: m.TestRunnerPage })),
                    },
                  ],
                },
              ],
            },
            { path: '*', lazy: () => import('@web/routes/not-found').then((m) => ({ Component: m.NotFoundPage })) },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
