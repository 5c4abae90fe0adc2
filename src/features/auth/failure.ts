import { isHttpFailure, toApiErrorInfo, type ApiErrorInfo } from '@/api';

/** A failure the screens can translate: non-HTTP failures get the flow's own code. */
export function failureOf(error: unknown, fallbackCode: string): ApiErrorInfo {
  const info = toApiErrorInfo(error);
  if (!isHttpFailure(error)) return { ...info, code: fallbackCode };
  return info.code ? info : { ...info, code: fallbackCode };
}
