import { describe, expect, it } from 'vitest';
import { customerOrigin, hostContext } from '../../src/app/lib/host-context';

const at = (hostname: string, port = '') => ({ protocol: 'https:', hostname, port });

describe('hostContext', () => {
  it('is one shared address when no subdomain base is configured', () => {
    expect(hostContext(at('app.example.com'), null)).toEqual({ kind: 'single_address' });
  });

  it('takes the base and auth.<base> as the auth-only address', () => {
    const auth = { kind: 'auth_only', authOrigin: 'https://auth.fundline.test' };
    expect(hostContext(at('fundline.test'), 'fundline.test')).toEqual(auth);
    expect(hostContext(at('AUTH.Fundline.test'), 'fundline.test')).toEqual(auth);
  });

  it('takes any other name under the base as a customer web domain, keeping the port', () => {
    expect(hostContext(at('demo-capital.fundline.test', '3215'), 'fundline.test')).toEqual({
      kind: 'customer',
      webDomain: 'demo-capital.fundline.test',
      authOrigin: 'https://auth.fundline.test:3215',
    });
  });

  it('throws for a hostname outside the base (spec §8)', () => {
    expect(() => hostContext(at('fundline.test.evil.com'), 'fundline.test')).toThrow(
      'Unknown hostname for subdomains: fundline.test.evil.com',
    );
    expect(() => hostContext(at('otherfundline.test'), 'fundline.test')).toThrow();
  });
});

describe('customerOrigin', () => {
  it('opens the web domain on the same protocol and port', () => {
    expect(customerOrigin('beacon.fundline.test', { protocol: 'http:', port: '3215' })).toBe(
      'http://beacon.fundline.test:3215',
    );
    expect(customerOrigin('beacon.fundline.test', { protocol: 'https:', port: '' })).toBe(
      'https://beacon.fundline.test',
    );
  });
});
