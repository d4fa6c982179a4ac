import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { lazyScreen, screenRoute } from './lazy-screen';

type Route = Omit<RouteObject, 'element' | 'handle'>;

/** A route whose screen downloads on demand (every screen does: each has its own chunk). */
const lazy = (load: () => Promise<ComponentType>, route: Route = {}) => screenRoute(lazyScreen(load), route);
// One import for both lot screens: every first screen downloads each import's list of files.
const lotsScreen = () => import('@web/routes/lots').then((m) => m.LotsRoute);

/** Declarative routes (decision 034): no loaders or actions, so no data router to download. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Public: visitors browse the shop, seller profiles and legal pages (spec §6).
      lazy(() => import('@web/routes/home').then((m) => m.HomePage), { index: true }),
      lazy(() => import('@web/routes/auth').then((m) => m.AuthPage), { path: 'auth' }),
      lazy(() => import('@web/routes/reset-password').then((m) => m.ResetPasswordPage), {
        path: 'reinitialiser-mot-de-passe',
      }),
      lazy(() => import('@web/routes/marketplace').then((m) => m.MarketplacePage), { path: 'marketplace' }),
      lazy(() => import('@web/routes/product').then((m) => m.ProductPage), { path: 'product/:id' }),
      lazy(() => import('@web/routes/seller').then((m) => m.SellerPage), { path: 'seller/:id' }),
      lazy(() => import('@web/routes/seller-reviews').then((m) => m.SellerReviewsPage), {
        path: 'seller/:sellerId/reviews',
      }),
      lazy(() => import('@web/routes/install').then((m) => m.InstallPage), { path: 'install' }),
      lazy(() => import('@web/routes/terms').then((m) => m.TermsPage), { path: 'terms' }),
      lazy(() => import('@web/routes/privacy').then((m) => m.PrivacyPage), { path: 'privacy' }),
      lazy(() => import('@web/routes/how-it-works').then((m) => m.HowItWorksPage), {
        path: 'comment-fonctionne-boucles',
      }),
      lazy(() => import('@web/routes/notice').then((m) => m.NoticePage), { path: 'signaler' }),
      lazy(() => import('@web/routes/decision').then((m) => m.DecisionPage), { path: 'decisions/:id' }),
      {
        // Signed-in only: visitors go to /auth.
        element: <RequireAuth />,
        children: [
          lazy(() => import('@web/routes/checkout').then((m) => m.CheckoutPage), { path: 'checkout' }),
          lazy(() => import('@web/routes/add-product').then((m) => m.AddProductPage), { path: 'add-product' }),
          lazy(() => import('@web/routes/edit-product').then((m) => m.EditProductPage), { path: 'edit-product/:id' }),
          lazy(() => import('@web/routes/favorites').then((m) => m.FavoritesPage), { path: 'favorites' }),
          lazy(() => import('@web/routes/my-products').then((m) => m.MyProductsPage), { path: 'my-products' }),
          lazy(lotsScreen, { path: 'lots' }),
          lazy(lotsScreen, { path: 'lots/:sellerId' }),
          lazy(() => import('@web/routes/orders').then((m) => m.OrdersPage), { path: 'orders' }),
          lazy(() => import('@web/routes/receipt').then((m) => m.ReceiptPage), { path: 'orders/:id/receipt' }),
          lazy(() => import('@web/routes/earnings').then((m) => m.EarningsPage), { path: 'earnings' }),
          lazy(() => import('@web/routes/tax-statement').then((m) => m.TaxStatementPage), {
            path: 'earnings/tax-statement/:year',
          }),
          lazy(() => import('@web/routes/review').then((m) => m.ReviewPage), { path: 'review/:orderId' }),
          lazy(() => import('@web/routes/profile').then((m) => m.ProfilePage), { path: 'profile' }),
          lazy(() => import('@web/routes/settings').then((m) => m.SettingsPage), { path: 'settings' }),
          lazy(() => import('@web/routes/decisions').then((m) => m.DecisionsPage), { path: 'decisions' }),
          lazy(() => import('@web/routes/messages').then((m) => m.MessagesPage), { path: 'messages' }),
          lazy(() => import('@web/routes/new-conversation').then((m) => m.NewConversationPage), {
            path: 'messages/new',
          }),
          lazy(() => import('@web/routes/conversation').then((m) => m.ConversationPage), { path: 'messages/:id' }),
          // Admins only: anyone else is sent home with 'Accès non autorisé'. Lazy, as few ever need it.
          lazy(() => import('./guards/require-admin').then((m) => m.RequireAdmin), {
            children: [
              lazy(() => import('@web/routes/admin').then((m) => m.AdminPage), { path: 'admin' }),
              lazy(() => import('@web/routes/admin-messages').then((m) => m.AdminMessagesPage), {
                path: 'admin/messages',
              }),
              lazy(() => import('@web/routes/test-runner').then((m) => m.TestRunnerPage), { path: 'test-runner' }),
            ],
          }),
        ],
      },
      lazy(() => import('@web/routes/not-found').then((m) => m.NotFoundPage), { path: '*' }),
    ],
  },
];
