import type { AuthMode } from '../../domain/query-modes';
import { AuthResultState } from '../../domain/auth-result';
import { t } from '../../ui/i18n/t';
import { type AuthState, setMode } from '../stores/auth';
import { NewPasswordForm, ResetRequestForm } from './password-forms';
import { RegistrationForms } from './registration-forms';
import { AccountChoiceList, EmailLoginForm, IdCardForm, MethodSwitch, MobileIdForm, SmartIdForm, VerificationCode } from './sign-in-forms';

export type AuthPanelProps = {
  state: AuthState;
  /** CARD_ID_AUTH_URL ('' when not configured: the ID-card press then shows the configuration error). */
  cardIdAuthUrl: string;
  /** Desktop devices only (customer.md §2): a fine pointer and a wide screen. */
  idCardOffered: boolean;
};

/** The switcher offers Login and Register only (customer.md §2); the other modes are reached from them. */
function ModeSwitch({ mode }: { mode: AuthMode }) {
  const current = mode === 'register' || mode === 'pre-register' ? 'register' : mode === 'login' ? 'login' : null;
  return (
    <div className="auth-switch" role="group" aria-label={t('Customer account')}>
      <button type="button" className="auth-switch__option" aria-pressed={current === 'login'} onClick={() => setMode('login')}>
        {t('Log in')}
      </button>
      <button type="button" className="auth-switch__option" aria-pressed={current === 'register'} onClick={() => setMode('register')}>
        {t('Register')}
      </button>
    </div>
  );
}

/** The method's form, or what its sign-in shows now (the code while polling, the account choice). */
function SignIn({ state, cardIdAuthUrl, idCardOffered }: AuthPanelProps) {
  const method = state.method === 'card_id' && !idCardOffered ? 'email' : state.method;
  return (
    <>
      <MethodSwitch method={method} idCardOffered={idCardOffered} />
      {state.code ? (
        <VerificationCode code={state.code} />
      ) : state.result === AuthResultState.Exists ? (
        <AccountChoiceList accounts={state.accounts} busy={state.busy} />
      ) : method === 'smart_id' ? (
        <SmartIdForm state={state} />
      ) : method === 'mobile_id' ? (
        <MobileIdForm state={state} />
      ) : method === 'card_id' ? (
        <IdCardForm state={state} cardIdAuthUrl={cardIdAuthUrl} />
      ) : state.mode === 'register' ? (
        <RegistrationForms state={state} />
      ) : (
        <EmailLoginForm state={state} />
      )}
    </>
  );
}

/**
 * The authentication sidebar's content (customer.md §2 modes login, pre-register, register,
 * reset-password, new-password). Errors are announced (role alert), notices politely.
 */
export function AuthPanel(props: AuthPanelProps) {
  const { state } = props;
  const body =
    state.mode === 'reset-password' ? (
      <ResetRequestForm state={state} />
    ) : state.mode === 'new-password' ? (
      <NewPasswordForm state={state} />
    ) : state.mode === 'pre-register' ? (
      <RegistrationForms state={state} />
    ) : (
      <SignIn {...props} />
    );
  return (
    <div className="auth">
      <ModeSwitch mode={state.mode} />
      {state.notice ? (
        <p className="auth-notice" role="status">
          {state.notice}
        </p>
      ) : null}
      {state.error ? (
        <div className="auth-error" role="alert">
          <p>{state.error}</p>
          {state.errorHint ? <p className="auth-error__hint">{state.errorHint}</p> : null}
        </div>
      ) : null}
      {body}
    </div>
  );
}
