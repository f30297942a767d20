import { LOAN_APPLICATIONS_PATH, LOAN_ELIGIBILITY_PATH } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { APPLY_TEXT as A } from '../apply-messages';
import { ApplyPage } from './apply-page';

const PRODUCT = { product_id: 7, name: 'เงินกู้สามัญ', may_apply: true, largest_amount: 350_000, longest_installments: 150 };

/** The products and accounts the page reads, and `submit` for the application sent, recording it. */
function serve(submit: Response): unknown[] {
  const sent: unknown[] = [];
  setTransport(async (input, init) => {
    if (input.endsWith('/submit')) {
      sent.push(JSON.parse(String(init.body)));
      return submit;
    }
    if (input.startsWith(LOAN_ELIGIBILITY_PATH)) return Response.json({ rc_code: '1', as_of: '2026-12-01', salary: 30_000, products: [PRODUCT] });
    if (input === LOAN_APPLICATIONS_PATH) return Response.json({ rc_code: '1', applications: [], deposit_accounts: [{ account_no: '0011234567', type_name: 'ออมทรัพย์' }], guarantee_requests: [] });
    return Response.json({ rc_code: '0', code: 'UNEXPECTED', error: 'ไม่คาดคิด' }, { status: 500 });
  });
  return sent;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/member/loan-applications/new?product=7&amount=100000&installments=36']}>
        <ApplyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the application form with the fields it shares with the edit', () => {
  it('asks for both documents and the consent before sending, and sends nothing', async () => {
    const sent = serve(Response.json({}));
    renderPage();
    await userEvent.type(await screen.findByLabelText(A.purpose), 'ซ่อมแซมบ้าน');
    await userEvent.click(screen.getByRole('button', { name: A.submit }));
    expect(await screen.findAllByText(A.documentProblem)).toHaveLength(2);
    expect(screen.getByText(A.consentProblem)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of the term at the term", async () => {
    const words = 'เงินกู้สามัญ ผ่อนได้ไม่เกิน 150 งวด';
    serve(Response.json({ rc_code: '0', code: 'TERM_OUTSIDE_PRODUCT', error: words }, { status: 400 }));
    renderPage();
    await userEvent.type(await screen.findByLabelText(A.purpose), 'ซ่อมแซมบ้าน');
    const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'slip.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('สลิปเงินเดือนล่าสุด'), pdf());
    await userEvent.upload(screen.getByLabelText('สำเนาบัตรประชาชน'), pdf());
    await userEvent.click(screen.getByLabelText(A.consent));
    await userEvent.click(screen.getByRole('button', { name: A.submit }));
    const term = screen.getByLabelText(A.installments);
    await screen.findByText(words);
    expect(term.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(term);
  });
});
