import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderedListEditor } from './ordered-list-editor';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Note {
  id: number;
  text: string;
}

const notes: Note[] = [
  { id: 7, text: 'ประกาศแรก' },
  { id: 9, text: 'ประกาศสอง' },
];

function renderEditor(items: Note[] = notes, extra: Partial<Parameters<typeof OrderedListEditor<Note>>[0]> = {}) {
  const move = { mutate: vi.fn(), isPending: false };
  const remove = { mutate: vi.fn(), isPending: false };
  render(
    <OrderedListEditor<Note>
      items={items}
      idOf={(note) => note.id}
      nameOf={(note) => note.text}
      empty="ยังไม่มีข้อความ"
      addLabel="เพิ่มข้อความ"
      move={move}
      remove={remove}
      renderItem={(note) => <p>{note.text}</p>}
      renderForm={(note, done) => (
        <form aria-label={note ? `แก้ไข ${note.text}` : 'ข้อความใหม่'}>
          <button type="button" onClick={done}>
            ยกเลิก
          </button>
        </form>
      )}
      {...extra}
    />,
  );
  return { move, remove };
}

describe('OrderedListEditor', () => {
  it('lists the rows in order, the first not movable up and the last not down', () => {
    renderEditor();
    expect(screen.getAllByRole('listitem').map((row) => row.querySelector('p')?.textContent)).toEqual(['ประกาศแรก', 'ประกาศสอง']);
    expect(screen.getByRole('button', { name: 'เลื่อนขึ้น ประกาศแรก' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'เลื่อนลง ประกาศสอง' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'เลื่อนลง ประกาศแรก' }).hasAttribute('disabled')).toBe(false);
  });

  it('moves a row by its id', async () => {
    const { move } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'เลื่อนขึ้น ประกาศสอง' }));
    expect(move.mutate).toHaveBeenCalledWith({ id: 9, direction: 'up' });
  });

  it('deletes only once the one warning is accepted in the app’s dialog', async () => {
    const { remove } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'ลบ ประกาศแรก' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(remove.mutate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'ลบ ประกาศแรก' }));
    const dialog = screen.getByRole('dialog', { name: 'โปรดยืนยัน' });
    expect(dialog.textContent).toContain('ต้องการลบ “ประกาศแรก” ใช่หรือไม่ การลบไม่สามารถย้อนกลับได้');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    expect(remove.mutate).toHaveBeenCalledWith({ id: 7 });
  });

  it('opens one row at a time in place as its form, and closes it when done', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'แก้ไข ประกาศแรก' }));
    expect(screen.getByRole('form', { name: 'แก้ไข ประกาศแรก' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'แก้ไข ประกาศสอง' }));
    expect(screen.queryByRole('form', { name: 'แก้ไข ประกาศแรก' })).toBeNull();
    await userEvent.click(within(screen.getByRole('form', { name: 'แก้ไข ประกาศสอง' })).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('adds through an empty form in place of the add button, and says when the list is empty', async () => {
    renderEditor([]);
    expect(screen.getByText('ยังไม่มีข้อความ')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มข้อความ' }));
    expect(screen.getByRole('form', { name: 'ข้อความใหม่' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'เพิ่มข้อความ' })).toBeNull();
  });

  it('holds every row button while a change is on its way', () => {
    renderEditor(notes, { busy: true });
    expect(screen.getByRole('button', { name: 'ลบ ประกาศแรก' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'แก้ไข ประกาศสอง' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a list’s own buttons in place of moving and deleting', async () => {
    renderEditor(notes, {
      move: undefined,
      remove: undefined,
      actions: (note, edit) => (
        <button type="button" onClick={edit}>
          เปิด {note.text}
        </button>
      ),
    });
    expect(screen.queryByRole('button', { name: /^ลบ/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'เปิด ประกาศสอง' }));
    expect(screen.getByRole('form', { name: 'แก้ไข ประกาศสอง' })).toBeTruthy();
  });
});
