import { css } from 'styled-system/css';
import type { TotpSetup } from '../../../api/auth';
import { field, fieldError, input, label } from './auth-styles';

/**
 * Adding an authenticator app: the QR code, the key to type instead, and the first code it
 * shows. Used at sign-in (MFA setup) and in the security settings.
 */
export function TotpEnrollFields({
  totp,
  inputId,
  code,
  onCode,
  error,
}: {
  totp: TotpSetup;
  inputId: string;
  code: string;
  onCode: (code: string) => void;
  error: string | null;
}) {
  return (
    <>
      <p className={css({ mb: '3', fontSize: 'sm' })}>
        Scan the QR code with an authenticator app, then type the code it shows.
      </p>
      <img
        src={totp.qr_data_url}
        alt="QR code for the authenticator app"
        width={180}
        height={180}
        className={css({ mx: 'auto', mb: '2' })}
      />
      <p className={css({ fontSize: 'xs', color: 'gray.600', mb: '4', wordBreak: 'break-all' })}>
        Or enter this key: <code data-testid="totp-secret">{totp.secret}</code>
      </p>
      <div className={field}>
        <label htmlFor={inputId} className={label}>
          Code
        </label>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => onCode(e.target.value)}
          aria-invalid={Boolean(error)}
          className={input}
        />
        {error ? <div className={fieldError}>{error}</div> : null}
      </div>
    </>
  );
}
