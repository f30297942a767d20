import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealedUnderCurrent, openStaffSecret, sealStaffSecret, type StaffSecretKeys } from '../../src/auth/staff-secret-box';

const SECRET = 'JBSWY3DPEHPK3PXP';
const keys = (current: Buffer, ...previous: Buffer[]): StaffSecretKeys => ({ current, previous });

describe('staff secrets sealed with AES-256-GCM', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  it('opens what it sealed, and no two seals of one secret are alike', () => {
    const a = sealStaffSecret(keys(newKey), 'admin1', SECRET);
    expect(openStaffSecret(keys(newKey), 'admin1', a)).toBe(SECRET);
    expect(sealStaffSecret(keys(newKey), 'admin1', SECRET)).not.toBe(a);
  });

  it('refuses a sealed value altered in the database', () => {
    const [scheme, id, iv, body, tag] = sealStaffSecret(keys(newKey), 'admin1', SECRET).split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openStaffSecret(keys(newKey), 'admin1', [scheme, id, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
  });

  it("refuses a sealed value copied onto another user's row", () => {
    expect(() => openStaffSecret(keys(newKey), 'admin2', sealStaffSecret(keys(newKey), 'admin1', SECRET))).toThrow();
  });

  it('opens with a previous key what it sealed, while sealing anew under the current one', () => {
    const rotated = keys(newKey, oldKey);
    const sealedBefore = sealStaffSecret(keys(oldKey), 'admin1', SECRET);
    expect(openStaffSecret(rotated, 'admin1', sealedBefore)).toBe(SECRET);
    expect(isSealedUnderCurrent(rotated, sealedBefore)).toBe(false);
    expect(isSealedUnderCurrent(rotated, sealStaffSecret(rotated, 'admin1', SECRET))).toBe(true);
  });

  it('says which setting is missing when no configured key sealed the value', () => {
    expect(() => openStaffSecret(keys(newKey), 'admin1', sealStaffSecret(keys(oldKey), 'admin1', SECRET))).toThrow(/STAFF_SECRET_KEYS_PREVIOUS/);
  });
});
