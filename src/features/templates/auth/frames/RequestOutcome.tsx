import type { ReactNode } from 'react';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { TemplateRequest } from './use-template-request';

/** What came of a template screen's request: its success message, or the backend's error. */
export function RequestOutcome({ request, success }: { request: TemplateRequest; success: ReactNode }) {
  const errorText = useErrorText();
  return (
    <>
      <div role="status">{request.succeeded && <div className="alert alert-success">{success}</div>}</div>
      {request.error && (
        <div className="alert alert-danger" role="alert">
          {errorText(request.error)}
        </div>
      )}
    </>
  );
}
