import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberOnlyInput } from './number-only-input';

function Harness() {
  const [value, setValue] = useState('');
  return <NumberOnlyInput aria-label="เลขทะเบียน" maxLength={7} value={value} onValueChange={setValue} />;
}

afterEach(cleanup);

describe('NumberOnlyInput', () => {
  it('lets digits through and blocks every other key', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('เลขทะเบียน');
    await userEvent.type(input, '1a2-b 3.ก4');
    expect(input).toHaveProperty('value', '1234');
  });

  it('keeps only the digits of pasted text, within the length limit', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('เลขทะเบียน');
    await userEvent.click(input);
    await userEvent.paste(' 000-0012 345 ');
    expect(input).toHaveProperty('value', '0000012');
  });

  it('asks phones for the number pad', () => {
    render(<Harness />);
    expect(screen.getByLabelText('เลขทะเบียน').getAttribute('inputmode')).toBe('numeric');
  });
});
