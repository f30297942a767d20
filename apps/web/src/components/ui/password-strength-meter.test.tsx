import { PASSWORD_POLICY_TEXT } from '@coop/password-policy';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const weak = { problem: PASSWORD_POLICY_TEXT.guessable, score: 0 as const, hint: 'รหัสผ่านนี้มีคนใช้กันมาก' };
const strong = { problem: undefined, score: 4 as const, hint: undefined };

describe('PasswordStrengthMeter', () => {
  it('says the level, that it cannot be used, the rule and the hint in words', () => {
    render(<PasswordStrengthMeter id="m" password="Password1" verdict={weak} quickProblem={undefined} showProblem />);
    expect(screen.getByText('อ่อนมาก')).toBeTruthy();
    expect(screen.getByText('ยังใช้ไม่ได้')).toBeTruthy();
    expect(screen.getByText(PASSWORD_POLICY_TEXT.guessable)).toBeTruthy();
    expect(screen.getByText('รหัสผ่านนี้มีคนใช้กันมาก')).toBeTruthy();
  });

  it('says a strong password may be used, without a rule', () => {
    render(<PasswordStrengthMeter id="m" password="correct horse battery staple" verdict={strong} quickProblem={undefined} showProblem />);
    expect(screen.getByText('ดีมาก')).toBeTruthy();
    expect(screen.getByText('ใช้ได้')).toBeTruthy();
    expect(screen.queryByText(PASSWORD_POLICY_TEXT.guessable)).toBeNull();
  });

  it('leaves the rule to the field error when that shows it', () => {
    render(<PasswordStrengthMeter id="m" password="Password1" verdict={weak} quickProblem={undefined} showProblem={false} />);
    expect(screen.queryByText(PASSWORD_POLICY_TEXT.guessable)).toBeNull();
  });

  it('shows the rules it can check while the estimator loads', () => {
    render(<PasswordStrengthMeter id="m" password="abc" verdict={undefined} quickProblem={PASSWORD_POLICY_TEXT.tooShort} showProblem />);
    expect(screen.getByText('กำลังเตรียมตัววัดความแข็งแรงของรหัสผ่าน...')).toBeTruthy();
    expect(screen.getByText(PASSWORD_POLICY_TEXT.tooShort)).toBeTruthy();
  });

  it('tells screen readers in one polite sentence once typing pauses', () => {
    vi.useFakeTimers();
    const { rerender } = render(<PasswordStrengthMeter id="m" password="" verdict={undefined} quickProblem={undefined} showProblem />);
    const live = document.getElementById('m');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    rerender(<PasswordStrengthMeter id="m" password="Password1" verdict={weak} quickProblem={undefined} showProblem />);
    expect(live?.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(live?.textContent).toBe(`ความแข็งแรงของรหัสผ่าน: อ่อนมาก ยังใช้ไม่ได้ ${PASSWORD_POLICY_TEXT.guessable}`);
  });
});
