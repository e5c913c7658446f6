import { lazy, Suspense, useEffect, useState } from 'react';
import { endSession, setSignInAgain } from '../../../providers/http';
import { PartBoundary } from '../../errors/PartBoundary';
import { useOpenedOnce } from '../useOpenedOnce';

export const SESSION_ENDED = 'Your session has ended';
export const SESSION_ENDED_TEXT =
  'Sign in again to keep what you typed. Then try again: what failed was not saved.';
export const SIGNED_IN_AGAIN = 'Signed in again: you can try again now';

const SignInAgainDialog = lazy(() => import('./SignInAgainDialog'));

/**
 * A 401 while a form holds input (http/unauthorized.ts): the screen and the form stay, and this
 * dialog offers to sign in again in place; the user then tries the save again. Logout instead ends
 * the session as any other 401 does.
 */
export function SignInAgain() {
  const [open, setOpen] = useState(false);
  const rendered = useOpenedOnce(open);
  useEffect(() => {
    setSignInAgain(() => setOpen(true));
    return () => setSignInAgain();
  }, []);
  if (!rendered) return null;
  return (
    // Without the dialog's code the session ends as any other 401 does: to the login page.
    <PartBoundary onError={endSession}>
      <Suspense fallback={null}>
        <SignInAgainDialog open={open} onSignedIn={() => setOpen(false)} />
      </Suspense>
    </PartBoundary>
  );
}
