import { loadPasswordPolicy, PASSWORD_POLICY_TEXT, type PasswordContext } from '@coop/password-policy';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meterReading, PasswordStrengthMeter } from './password-strength-meter';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const policy = await loadPasswordPolicy();
const member: PasswordContext = { membershipNo: '0012345', birthDate: '1987-12-25' };
const weak = { problem: PASSWORD_POLICY_TEXT.guessable, score: 0 as const, hint: 'รหัสผ่านนี้มีคนใช้กันมาก' };
const strong = { problem: undefined, score: 4 as const, hint: undefined };

describe('meterReading', () => {
  // Demo@1234 scores 2, which the meter used to call ปานกลาง while the policy refused it
  it.each(['Password1', 'Demo@1234', 'aaaaaaa1', 'Kr9#vT2', 'ช้างเผือก25122530', 'ช้างเผือกกินกล้วยหอม', 'correct horse battery staple'])(
    'says of %s what the policy decides, and never a middling level',
    (password) => {
      const verdict = policy.checkNewPassword(password, member);
      const reading = meterReading(verdict);
      expect(reading.usable).toBe(verdict.problem === undefined);
      expect(reading.verdict).toMatch(verdict.problem === undefined ? /^ใช้ได้ \(ระดับ(ดี|ดีมาก)\)$/ : /^ยังใช้ไม่ได้$/);
      expect(reading.verdict).not.toContain('ปานกลาง');
      expect(reading.bars).toBeLessThanOrEqual(verdict.problem === undefined ? 5 : 2);
    },
  );

  it('gives one hint: zxcvbn’s reason for a guessable password, the rule for another', () => {
    expect(meterReading(weak).hint).toBe('รหัสผ่านนี้มีคนใช้กันมาก');
    expect(meterReading({ problem: PASSWORD_POLICY_TEXT.personal, score: 2, hint: 'x' }).hint).toBe(PASSWORD_POLICY_TEXT.personal);
    expect(meterReading(strong).hint).toBeUndefined();
  });
});

describe('PasswordStrengthMeter', () => {
  it('says a refused password cannot be used, why, and shows an example that would pass', () => {
    render(<PasswordStrengthMeter id="m" password="Password1" verdict={weak} quickProblem={undefined} showProblem example="แมวส้ม ทุ่งนา ชาไทย 42" />);
    expect(screen.getByTestId('password-verdict').textContent).toBe('ยังใช้ไม่ได้');
    expect(screen.getByText('รหัสผ่านนี้มีคนใช้กันมาก')).toBeTruthy();
    expect(screen.getByText('แมวส้ม ทุ่งนา ชาไทย 42')).toBeTruthy();
    expect(screen.queryByText(/ปานกลาง|อ่อนมาก/)).toBeNull();
  });

  it('says a strong password may be used, with its level, and no example', () => {
    render(<PasswordStrengthMeter id="m" password="correct horse battery staple" verdict={strong} quickProblem={undefined} showProblem example="แมวส้ม ทุ่งนา ชาไทย 42" />);
    expect(screen.getByTestId('password-verdict').textContent).toBe('ใช้ได้ (ระดับดีมาก)');
    expect(screen.queryByText('แมวส้ม ทุ่งนา ชาไทย 42')).toBeNull();
  });

  it('leaves the rule to the field error when that shows it', () => {
    const personal = { problem: PASSWORD_POLICY_TEXT.personal, score: 1 as const, hint: undefined };
    render(<PasswordStrengthMeter id="m" password="x0012345y" verdict={personal} quickProblem={undefined} showProblem={false} />);
    expect(screen.queryByText(PASSWORD_POLICY_TEXT.personal)).toBeNull();
  });

  it('shows the rules it can check while the estimator loads', () => {
    render(<PasswordStrengthMeter id="m" password="abc" verdict={undefined} quickProblem={PASSWORD_POLICY_TEXT.tooShort} showProblem />);
    expect(screen.getByText('กำลังเตรียมตัววัดความแข็งแรงของรหัสผ่าน...')).toBeTruthy();
    expect(screen.getByText(PASSWORD_POLICY_TEXT.tooShort)).toBeTruthy();
  });

  it('tells screen readers the verdict and hint in one polite sentence once typing pauses', () => {
    vi.useFakeTimers();
    const { rerender } = render(<PasswordStrengthMeter id="m" password="" verdict={undefined} quickProblem={undefined} showProblem />);
    const live = document.getElementById('m');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    rerender(<PasswordStrengthMeter id="m" password="Password1" verdict={weak} quickProblem={undefined} showProblem />);
    expect(live?.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(live?.textContent).toBe('ความแข็งแรงของรหัสผ่าน: ยังใช้ไม่ได้ รหัสผ่านนี้มีคนใช้กันมาก');
  });
});
