import { TOTP } from 'otpauth';
import { demoTotpSecret } from '../src/server/db/demo-data';

// The demo users' authenticator codes for a newcomer without an authenticator app.
const totp = new TOTP({ issuer: 'Fundline', secret: demoTotpSecret, digits: 6, period: 30 });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (demo users' authenticator code, valid for ${left} more s)`);
