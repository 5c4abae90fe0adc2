import type { ReactNode } from 'react';
import type { FrameVariant } from '../variants';
import { FrameBrand, FrameCover, FrameFooter } from './FramePieces';
import { TemplateLanguageMenu } from './TemplateLanguageMenu';
import './auth-frames.css';

interface FrameProps {
  children: ReactNode;
}

/** A centred card under the brand. */
function BasicFrame({ children }: FrameProps) {
  return (
    <div className="template-auth template-auth--basic d-flex flex-column align-items-center min-vh-100 px-3 py-4">
      <FrameBrand className="mb-4" />
      <main className="card template-auth__card shadow-sm border-0 w-100">
        <div className="card-body p-4 p-sm-5">{children}</div>
      </main>
      <FrameFooter className="mt-auto pt-4 text-center" />
    </div>
  );
}

/** A cover on one half of the screen, the form on the other. */
function CoverFrame({ children }: FrameProps) {
  return (
    <div className="template-auth template-auth--cover container-fluid min-vh-100">
      <div className="row min-vh-100">
        <FrameCover className="col-lg-6 d-none d-lg-flex" />
        <div className="col-lg-6 d-flex flex-column align-items-center px-3 py-4">
          <FrameBrand className="mb-4" />
          <main className="template-auth__card w-100 my-auto">{children}</main>
          <FrameFooter className="pt-4 text-center" />
        </div>
      </div>
    </div>
  );
}

/** A box on a coloured page: cover and form side by side, the language menu on top. */
function BoxedFrame({ children }: FrameProps) {
  return (
    <div className="template-auth template-auth--boxed d-flex flex-column align-items-center min-vh-100 px-3 py-4">
      <div className="card template-auth__box shadow border-0 w-100 overflow-hidden my-auto">
        <div className="row g-0">
          <FrameCover className="col-md-5 d-none d-md-flex" />
          <div className="col-md-7 p-4 p-sm-5">
            <div className="d-flex justify-content-between align-items-center mb-4">
              <FrameBrand />
              <TemplateLanguageMenu />
            </div>
            <main>{children}</main>
          </div>
        </div>
      </div>
      <FrameFooter className="pt-4 text-center" />
    </div>
  );
}

/** The form in a column with the language menu above and the footer below, a wide cover beside. */
function ModernFrame({ children }: FrameProps) {
  return (
    <div className="template-auth template-auth--modern container-fluid min-vh-100">
      <div className="row min-vh-100">
        <div className="col-lg-5 d-flex flex-column px-3 px-sm-5 py-4">
          <div className="d-flex justify-content-between align-items-center">
            <FrameBrand />
            <TemplateLanguageMenu />
          </div>
          <main className="template-auth__card w-100 mx-auto my-auto py-4">{children}</main>
          <FrameFooter className="text-center" />
        </div>
        <FrameCover className="col-lg-7 d-none d-lg-flex" />
      </div>
    </div>
  );
}

const FRAMES: Record<FrameVariant, (props: FrameProps) => ReactNode> = {
  basic: BasicFrame,
  cover: CoverFrame,
  boxed: BoxedFrame,
  modern: ModernFrame,
};

/** The frame of a template sign-in screen in one of its four looks; the flow goes inside. */
export function AuthTemplateFrame({ variant, children }: FrameProps & { variant: FrameVariant }) {
  const Frame = FRAMES[variant];
  return <Frame>{children}</Frame>;
}
