import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FRAME_VARIANTS, type FlowPageProps, type FrameVariant } from './variants';

type FlowModule = () => Promise<{ default: ComponentType<FlowPageProps> }>;

/** A route showing one flow in one frame; the flow's code loads with the route. */
const flowRoute = (path: string, load: FlowModule, variant: FrameVariant): RouteObject => ({
  path,
  lazy: async () => {
    const { default: Flow } = await load();
    return { Component: () => <Flow variant={variant} /> };
  },
});

const signIn: FlowModule = () => import('./flows/sign-in/SignInTemplatePage');
const signUp: FlowModule = () => import('./flows/sign-up/SignUpTemplatePage');

/** Each flow and the frames it is shown in; the path is auth-{flow}-{variant}. */
const FLOWS: readonly { flow: string; load: FlowModule; variants: readonly FrameVariant[] }[] = [
  { flow: 'login', load: signIn, variants: FRAME_VARIANTS },
  { flow: 'register', load: signUp, variants: FRAME_VARIANTS },
  {
    flow: 'verify-email',
    load: () => import('./flows/verify-email/VerifyEmailTemplatePage'),
    variants: ['basic', 'cover', 'modern'],
  },
  {
    flow: 'two-steps',
    load: () => import('./flows/two-steps/TwoStepsTemplatePage'),
    variants: FRAME_VARIANTS,
  },
  { flow: 'logout', load: () => import('./flows/logout/LogoutTemplatePage'), variants: FRAME_VARIANTS },
  {
    flow: 'reset-password',
    load: () => import('./flows/reset-password/ResetPasswordTemplatePage'),
    variants: FRAME_VARIANTS,
  },
  {
    flow: 'create-password',
    load: () => import('./flows/create-password/CreatePasswordTemplatePage'),
    variants: FRAME_VARIANTS,
  },
];

export const authTemplateRoutes: RouteObject[] = [
  ...FLOWS.flatMap(({ flow, load, variants }) =>
    variants.map((variant) => flowRoute(`auth-${flow}-${variant}`, load, variant)),
  ),
  flowRoute('template/account-login', signIn, 'modern'),
  flowRoute('template/account-register', signUp, 'modern'),
  flowRoute('account-login', signIn, 'basic'),
];
