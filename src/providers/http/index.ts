export { call, callUrl, CallError, TIMED_OUT, type CallOptions } from './client';
export { CANNOT_READ } from './readAnswer';
export { choicesOf, lookupAnswer, type AnswerName, type ChoicesAnswer } from '../../calls/answers';
export { failureText, isFailureBody, SERVICE_ERROR, type Envelope } from './failure';
export { setErrorToast } from './toast';
export {
  endSession,
  handleUnauthorized,
  rearmUnauthorized,
  setLoginRedirect,
  setSignInAgain,
  whenSignedIn,
} from './unauthorized';
