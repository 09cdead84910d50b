import { CLAIMS } from '@registry/domain';
import type { AppRoute } from './route-types';

/**
 * The route table (DESIGN §1): the single source of the router, the navigation bar, the login tabs, the
 * dashboard tiles, document titles and the route guard. Unmatched paths go home.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    name: 'home',
    path: '/',
    page: () => import('../features/home/home-page').then((module) => module.HomePage),
    title: 'routes.home.title',
    instruction: 'instructions.home',
    needsSignIn: false,
    requiredClaims: [],
  },
  {
    name: 'about',
    path: '/about',
    page: () => import('../features/about/about-page').then((module) => module.AboutPage),
    title: 'routes.about.title',
    instruction: 'instructions.about',
    needsSignIn: false,
    requiredClaims: [],
  },
  {
    // The container of the sign-in screens; its tabs are its children that are not nonMenu.
    name: 'login',
    path: '/login',
    page: () => import('../features/auth/login-layout').then((module) => module.LoginLayout),
    title: 'routes.login.title',
    needsSignIn: false,
    requiredClaims: [],
    nonMenu: true,
    children: [
      {
        name: 'login-form',
        path: '',
        page: () => import('../features/auth/login-page').then((module) => module.LoginPage),
        title: 'routes.loginForm.title',
        needsSignIn: false,
        requiredClaims: [],
      },
      {
        name: 'register',
        path: 'register',
        page: () => import('../features/auth/register-page').then((module) => module.RegisterPage),
        title: 'routes.register.title',
        needsSignIn: false,
        requiredClaims: [],
      },
      {
        name: 'forgot-password',
        path: 'forgot-password',
        page: () =>
          import('../features/auth/forgot-password-page').then((module) => module.ForgotPasswordPage),
        title: 'routes.forgotPassword.title',
        needsSignIn: false,
        requiredClaims: [],
      },
      {
        name: 'reset-password',
        path: 'reset-password',
        page: () => import('../features/auth/reset-password-page').then((module) => module.ResetPasswordPage),
        title: 'routes.resetPassword.title',
        needsSignIn: false,
        requiredClaims: [],
        nonMenu: true,
      },
    ],
  },
  {
    name: 'accept-terms',
    path: '/accept-terms/:userId',
    page: () => import('../features/terms/accept-terms-page').then((module) => module.AcceptTermsPage),
    title: 'routes.acceptTerms.title',
    needsSignIn: true,
    requiredClaims: [],
    nonMenu: true,
  },
  {
    name: 'profile-accept-terms',
    path: '/profile/accept-terms/:userId',
    page: () => import('../features/terms/accept-terms-page').then((module) => module.AcceptTermsPage),
    title: 'routes.acceptTerms.title',
    needsSignIn: true,
    requiredClaims: [],
    nonMenu: true,
  },
  {
    // Its children that the active role may enter are the dashboard tiles (the first, the main page, skipped).
    name: 'dashboard',
    path: '/dashboard',
    title: 'routes.dashboard.title',
    needsSignIn: true,
    requiredClaims: [CLAIMS.dashboard],
    children: [
      {
        name: 'dashboard-main',
        path: '',
        page: () => import('../features/dashboard/dashboard-page').then((module) => module.DashboardPage),
        title: 'routes.dashboardMain.title',
        needsSignIn: true,
        requiredClaims: [],
      },
      {
        name: 'profile-personal',
        path: 'profile/personal',
        page: () =>
          import('../features/profile/profile-personal-page').then((module) => module.ProfilePersonalPage),
        title: 'routes.profilePersonal.title',
        instruction: 'instructions.profilePersonal',
        needsSignIn: true,
        requiredClaims: [CLAIMS.profile],
      },
    ],
  },
];
