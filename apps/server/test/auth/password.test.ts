import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../src/auth/password';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Demo@1234');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Demo@1234', stored)).toBe(true);
    expect(await verifyPassword('demo@1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats Thai input in either Unicode form as the same password', async () => {
    const stored = await hashPassword('รหัสผ่าน\u0e4d\u0e32');
    expect(await verifyPassword('รหัสผ่าน\u0e33', stored)).toBe(true);
    expect(await verifyPassword('รหัสผ่าน\u0e32', stored)).toBe(false);
  });

  it('refuses stored values that are not scrypt hashes', async () => {
    for (const stored of ['', 'plain-text', 'md5$abc', 'scrypt$1$2$3']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('spends a real check on unknown accounts', async () => {
    expect(await burnPasswordCheck('anything')).toBe(false);
  });
});
