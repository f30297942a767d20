import { describe, expect, it } from 'vitest';
import { loadPasswordPolicy } from './load-password-policy';
import { PASSWORD_MIN_SCORE } from './password-limits';
import type { PasswordContext } from './password-rules';
import { PASSWORD_POLICY_TEXT } from './password-text';

const { checkNewPassword, examplePassword } = await loadPasswordPolicy();

const member: PasswordContext = {
  membershipNo: '0012345',
  nationalId: '3101700203452',
  birthDate: '1987-12-25',
  names: ['สมชาย', 'ใจดี'],
  oldPassword: 'Old-Password-2019',
};

const problem = (password: string, context: PasswordContext = member) => checkNewPassword(password, context).problem;

describe('checkNewPassword', () => {
  it.each(['Password1', 'aaaaaaa1', 'Secret123', 'qwertyuiop12', 'P@ssw0rd2024'])('refuses %s as too easy to guess', (password) => {
    expect(problem(password)).toBe(PASSWORD_POLICY_TEXT.guessable);
  });

  it('refuses fewer than 8 characters, counting a Thai vowel mark as one', () => {
    expect(problem('Kr9#vT2')).toBe(PASSWORD_POLICY_TEXT.tooShort);
    // 7 code points, 7 keys typed
    expect(problem('กิ่งไม้')).toBe(PASSWORD_POLICY_TEXT.tooShort);
  });

  it('refuses more than 64 characters', () => {
    expect(problem('ม้าลายกินหญ้าริมน้ำ '.repeat(4))).toBe(PASSWORD_POLICY_TEXT.tooLong);
    expect(problem('ม้าลายกินหญ้าริมน้ำ '.repeat(3))).toBeUndefined();
  });

  it('refuses the old password', () => {
    expect(problem('Old-Password-2019')).toBe(PASSWORD_POLICY_TEXT.sameAsOld);
  });

  it.each(['Mem0012345', 'Zebra0012345', 'river12345lamp!'])('refuses the membership number in %s', (password) => {
    expect(problem(password)).toBe(PASSWORD_POLICY_TEXT.personal);
  });

  it.each(['3101700203452', 'x3-1017-00203-45-2', 'ID๓๑๐๑๗๐๐๒๐๓๔๕๒', 'ID３１０１７００２０３４５２'])('refuses the national ID in %s', (password) => {
    expect(problem(password)).toBe(PASSWORD_POLICY_TEXT.personal);
  });

  it.each([
    ['Buddhist day-month-year', 'Mango25122530'],
    ['Buddhist with slashes', 'Mango25/12/2530'],
    ['Buddhist year first', '2530-12-25Mango'],
    ['Gregorian year first', 'Mango19871225'],
    ['Gregorian day-month-year', 'Mango25.12.1987'],
    ['two-digit Buddhist year', 'Mango-251230-tea'],
  ])('refuses the birth date written %s', (_form, password) => {
    expect(problem(password)).toBe(PASSWORD_POLICY_TEXT.personal);
  });

  it('accepts those passwords for a member with other numbers', () => {
    const other: PasswordContext = { membershipNo: '0000777', nationalId: '1909800123456', birthDate: '1975-03-02' };
    for (const password of ['Zebra0012345', 'river12345lamp!', 'Mango25122530']) expect(problem(password, other)).toBeUndefined();
  });

  it.each(['ช้างเผือกกินกล้วยหอม', 'correct horse battery staple', 'Tiger-Lamp-Rain-42', 'แมวส้ม sleeps บนหลังคา'])(
    'accepts the passphrase %s',
    (password) => {
      const verdict = checkNewPassword(password, member);
      expect(verdict.problem).toBeUndefined();
      expect(verdict.score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    },
  );

  it('gives the meter a failing score and a Thai hint when a rule is broken', () => {
    const weak = checkNewPassword('Password1', member);
    expect(weak.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(weak.hint).toMatch(/[ก-๙]/);
    // strong by zxcvbn's measure, but it holds the birth date
    expect(checkNewPassword('ช้างเผือก25122530', member).score).toBeLessThan(PASSWORD_MIN_SCORE);
  });

  it('draws an example the policy accepts for this member', () => {
    let seed = 7;
    // a fixed sequence, so the test is the same each run
    const random = () => ((seed = (seed * 9301 + 49297) % 233280) / 233280);
    for (let i = 0; i < 5; i++) {
      const example = examplePassword(member, random);
      expect(example).toMatch(/^[ก-๙]+ [ก-๙]+ [ก-๙]+ [0-9]{2}$/);
      expect(checkNewPassword(example ?? '', member).problem).toBeUndefined();
    }
  });
});
