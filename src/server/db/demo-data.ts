import type { PermissionType } from '../../api/permissions';

/** Who can sign in to the demo, and with what (README lists the same table). */
export type DemoUser = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  permission_types: PermissionType[];
  role_types: string[];
  customers: ('demo' | 'beacon')[];
  /** False for users who set up their second factor at first sign-in. */
  authenticator?: boolean;
};

const everyLevel: PermissionType[] = ['read', 'write', 'approve', 'config', 'admin'];

export const demoUsers: DemoUser[] = [
  {
    email: 'admin@demo.test',
    password: 'demo-admin-2026',
    first_name: 'Ada',
    last_name: 'Admin',
    permission_types: [...everyLevel, 'internal', 'service'],
    role_types: ['service_admin'],
    customers: ['demo', 'beacon'],
  },
  {
    email: 'staff@demo.test',
    password: 'demo-staff-2026',
    first_name: 'Sam',
    last_name: 'Staff',
    permission_types: [...everyLevel, 'internal'],
    role_types: ['service'],
    customers: ['demo', 'beacon'],
  },
  {
    email: 'manager@demo.test',
    password: 'demo-manager-2026',
    first_name: 'Maya',
    last_name: 'Manager',
    permission_types: everyLevel,
    role_types: ['customer_admin'],
    customers: ['demo'],
  },
  {
    email: 'config@demo.test',
    password: 'demo-config-2026',
    first_name: 'Carl',
    last_name: 'Config',
    permission_types: ['read', 'write', 'approve', 'config'],
    role_types: [],
    customers: ['demo'],
  },
  {
    email: 'approver@demo.test',
    password: 'demo-approver-2026',
    first_name: 'April',
    last_name: 'Approver',
    permission_types: ['read', 'write', 'approve'],
    role_types: [],
    customers: ['demo'],
  },
  {
    email: 'writer@demo.test',
    password: 'demo-writer-2026',
    first_name: 'Will',
    last_name: 'Writer',
    permission_types: ['read', 'write'],
    role_types: [],
    customers: ['demo'],
  },
  {
    email: 'reader@demo.test',
    password: 'demo-reader-2026',
    first_name: 'Rita',
    last_name: 'Reader',
    permission_types: ['read'],
    role_types: [],
    customers: ['demo'],
  },
  {
    email: 'beacon@demo.test',
    password: 'demo-beacon-2026',
    first_name: 'Ben',
    last_name: 'Beacon',
    permission_types: everyLevel,
    role_types: ['customer_admin'],
    customers: ['beacon'],
  },
  {
    email: 'newcomer@demo.test',
    password: 'demo-newcomer-2026',
    first_name: 'Nina',
    last_name: 'Newcomer',
    permission_types: ['read'],
    role_types: [],
    customers: ['demo'],
    authenticator: false,
  },
  {
    email: 'newhire@demo.test',
    password: 'demo-newhire-2026',
    first_name: 'Ned',
    last_name: 'Newhire',
    permission_types: ['read'],
    role_types: [],
    customers: ['demo'],
    authenticator: false,
  },
];

/**
 * Every demo user starts with a verified authenticator (TOTP) on this public secret, so the
 * demo signs in with password + code at once: add the secret to any authenticator app, or
 * print the current code with `node --import tsx scripts/demo-totp-code.ts`. Public on
 * purpose, like the passwords above: demo accounts only.
 */
export const demoTotpSecret = 'FUNDLINEDEMOAUTHENTICATORSECRETS';
