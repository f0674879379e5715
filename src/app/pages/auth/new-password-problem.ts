import { passwordProblem } from '../../../api/password-rules';
import { sessionStore } from '../../lib/session-store';

/**
 * Spec §5's rules for the signed-in user's new password, judged against their own name and
 * email. The strength estimator is loaded only now: its dictionaries are large.
 */
export async function newPasswordProblem(password: string, confirm: string) {
  const { zxcvbnScore } = await import('../../../api/password-strength');
  const user = sessionStore.user();
  return passwordProblem(password, confirm, zxcvbnScore, [
    user?.email ?? '',
    user?.firstName ?? '',
    user?.lastName ?? '',
  ]);
}
