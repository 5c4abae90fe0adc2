import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import type { ApiErrorInfo } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authActions, selectAuthError, selectAuthStatus } from '@/features/auth';

export interface TemplateRequest {
  /** Dispatches a sign-in or registration asked to stay on the screen. */
  send: (action: UnknownAction) => void;
  /** Hides what came of the last request (the form was refused before sending anything). */
  forget: () => void;
  loading: boolean;
  succeeded: boolean;
  error: ApiErrorInfo | null;
}

/**
 * The auth request a template screen sent, as the auth slice reports it. The slice's
 * status is shared with the product screens: only what this screen sent counts here.
 */
export function useTemplateRequest(): TemplateRequest {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    dispatch(authActions.clearError());
  }, [dispatch]);

  return {
    send: (action) => {
      setSent(true);
      dispatch(action);
    },
    forget: () => setSent(false),
    loading: sent && status === 'loading',
    succeeded: sent && status === 'succeeded',
    error: sent ? error : null,
  };
}
