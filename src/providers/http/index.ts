export { call, callUrl, CallError, type CallOptions } from './client';
export { failureText, isFailureBody, SERVICE_ERROR, type Envelope } from './failure';
export { setErrorToast } from './toast';
export { handleUnauthorized, rearmUnauthorized, setLoginRedirect } from './unauthorized';
