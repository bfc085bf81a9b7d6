import { t } from '../../ui/i18n/t';
import { $auth, call, CLEARED, fail, startAttempt, update } from './auth-state';

/* ---------------------------------------------------------------------------------------------
 * Password reset.
 */

/** reset-password mode: ask for the link; Magento's false is 'E-mail address is incorrect' (worker). */
export async function requestPasswordReset(email: string, recaptchaToken = ''): Promise<boolean> {
  const current = startAttempt();
  update({ ...CLEARED, busy: true });
  const reply = await call('requestPasswordResetEmail', [{ email: email.trim(), recaptchaToken }], t('E-mail address is incorrect'));
  if (!current()) return false;
  if (!reply.ok) {
    fail(reply.message);
    return false;
  }
  update({ busy: false, notice: t('We sent you an e-mail with a link to set a new password') });
  return true;
}

/** new-password mode: set the password with the link's e-mail and token (single-use: the backend refuses it twice). */
export async function setNewPassword(newPassword: string): Promise<boolean> {
  const { resetLink } = $auth.get();
  if (!resetLink) {
    fail(t('Email or password is not correct, check your input and try again'));
    return false;
  }
  const current = startAttempt();
  update({ ...CLEARED, busy: true });
  const reply = await call(
    'resetPassword',
    [{ email: resetLink.email, resetPasswordToken: resetLink.token, newPassword, recaptchaToken: '' }],
    t('Email or password is not correct, check your input and try again'),
  );
  if (!current()) return false;
  if (!reply.ok) {
    fail(reply.message);
    return false;
  }
  update({ ...CLEARED, mode: 'login', method: 'email', email: resetLink.email, resetLink: null, notice: t('Password changed') });
  return true;
}
