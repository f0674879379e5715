import { useEffect } from 'react';
import { signOut } from '../../lib/sign-out';

/** /auth/logout: revokes the session, forgets it locally, then shows the login. */
export function LogoutPage() {
  useEffect(() => {
    void signOut();
  }, []);
  return null;
}
