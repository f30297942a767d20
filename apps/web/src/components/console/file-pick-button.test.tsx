import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePickButton, PICTURE_TYPES } from './file-pick-button';

afterEach(cleanup);

describe('FilePickButton', () => {
  it('hands on the picked file and empties the input, so the same file can be picked again', async () => {
    const onFile = vi.fn();
    render(<FilePickButton label="อัปโหลดรูป" accept={PICTURE_TYPES} onFile={onFile} />);
    const input = screen.getByLabelText<HTMLInputElement>('อัปโหลดรูป');
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
  });

  it('says it is working while the upload runs', () => {
    render(<FilePickButton label="อัปโหลดรูป" busyLabel="กำลังอัปโหลด..." busy accept={PICTURE_TYPES} onFile={vi.fn()} />);
    expect(screen.getByText('กำลังอัปโหลด...')).toBeTruthy();
  });
});
