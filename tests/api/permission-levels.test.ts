import { describe, expect, it } from 'vitest';
import { permissionLevelOf, permissionTypesOfLevel } from '../../src/api/users';

describe('permission levels', () => {
  it('gives each level the levels below it', () => {
    expect(permissionTypesOfLevel('read')).toEqual(['read']);
    expect(permissionTypesOfLevel('approve')).toEqual(['read', 'write', 'approve']);
    expect(permissionTypesOfLevel('admin')).toEqual([
      'read',
      'write',
      'approve',
      'config',
      'admin',
    ]);
  });

  it('reads the highest level whose whole ladder is held', () => {
    expect(permissionLevelOf(['read', 'write', 'approve', 'config', 'admin', 'internal'])).toBe(
      'admin',
    );
    expect(permissionLevelOf(['write', 'read'])).toBe('write');
    // A gap stops the ladder: approve without write is still only read.
    expect(permissionLevelOf(['read', 'approve', 'admin'])).toBe('read');
    expect(permissionLevelOf(['write'])).toBeNull();
    expect(permissionLevelOf([])).toBeNull();
  });
});
