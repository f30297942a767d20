import { LOAN_ELIGIBILITY_PATH, LOAN_APPLICATIONS_PATH, type LoanApplicationDetail } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { APPLY_TEXT as A } from '../apply-messages';
import { DETAIL_TEXT as T } from '../detail-messages';
import { EDIT_TEXT as E } from '../edit-messages';
import { ApplicationPage } from './application-page';

const NO = 'LA-2569-000123';

const application = (over: Partial<LoanApplicationDetail> = {}): LoanApplicationDetail => ({
  application_no: NO,
  product_name: 'เงินกู้สามัญ',
  amount: 100_000,
  installments: 36,
  status: 'awaiting_guarantors',
  submitted_at: '2026-12-01T03:00:00.000Z',
  product_id: 7,
  purpose: 'ซ่อมแซมบ้าน',
  payout: { kind: 'bank', account_no: '1234567890', bank_name: 'ธนาคารกรุงไทย', account_name: 'ผู้กู้ ทดสอบ' },
  guarantors: [
    { membership_no: '0990007', name: 'นายสม*** ใจ***', amount: 50_000, status: 'pending', answered_at: null },
    { membership_no: '0990003', name: 'นางสา*** ดี***', amount: 50_000, status: 'declined', answered_at: '2026-12-01T04:00:00.000Z' },
  ],
  guarantors_required: 2,
  documents: [
    { kind: 'salary_slip', original_name: 'slip.pdf', media_type: 'application/pdf', size: 90 },
    { kind: 'id_card', original_name: 'id.pdf', media_type: 'application/pdf', size: 90 },
  ],
  offer: null,
  requested: null,
  editable: true,
  cancellable: true,
  resendable: false,
  timeline: [{ kind: 'submitted', at: '2026-12-01T03:00:00.000Z', who: null, note: null }],
  ...over,
});

/** Answers the page's reads from `detail`, and each edit with the next of `edits`, recording what was sent. */
function serve(detail: LoanApplicationDetail, ...edits: Response[]): unknown[] {
  const sent: unknown[] = [];
  setTransport(async (input, init) => {
    if (input.endsWith('/edit')) {
      sent.push(JSON.parse(String(init.body)));
      return edits.shift() ?? Response.json({ rc_code: '0', code: 'UNEXPECTED', error: 'ไม่คาดคิด' }, { status: 500 });
    }
    if (input.startsWith(LOAN_ELIGIBILITY_PATH)) return Response.json({ rc_code: '1', as_of: '2026-12-01', salary: 30_000, products: [] });
    if (input === LOAN_APPLICATIONS_PATH) return Response.json({ rc_code: '1', applications: [], deposit_accounts: [], guarantee_requests: [] });
    return Response.json({ rc_code: '1', application: detail });
  });
  return sent;
}

function renderPage(impersonating = false) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ApplicationPage applicationNo={NO} impersonating={impersonating} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: T.edit }));
  return screen.findByRole('form', { name: E.title });
}

const refusal = (code: string, error: string) => Response.json({ rc_code: '0', code, error }, { status: 400 });

describe('editing a loan application before any guarantor signs', () => {
  it('opens the form filled with the terms sent, the guarantors still asked, and the files kept', async () => {
    serve(application());
    renderPage();
    const form = await openEdit();
    expect(within(form).getByLabelText(A.amount)).toHaveProperty('value', '100000');
    expect(within(form).getByLabelText(A.installments)).toHaveProperty('value', '36');
    expect(within(form).getByLabelText(A.purpose)).toHaveProperty('value', 'ซ่อมแซมบ้าน');
    // the one who declined is not named again unless the member types them
    expect(within(form).getByLabelText(A.guarantorNo(1))).toHaveProperty('value', '0990007');
    expect(within(form).queryByLabelText(A.guarantorNo(2))).toBeNull();
    expect(within(form).getByLabelText(A.bankName)).toHaveProperty('value', 'ธนาคารกรุงไทย');
    expect(within(form).getByText('ใช้ไฟล์เดิม: slip.pdf')).toBeTruthy();
    expect(within(form).getByText('ใช้ไฟล์เดิม: id.pdf')).toBeTruthy();
  });

  it('sends the changed terms without documents when no file is chosen, and closes', async () => {
    const sent = serve(application(), Response.json({ rc_code: '1', rc_des: 'บันทึกแล้ว', application_no: NO }));
    renderPage();
    const form = await openEdit();
    const amount = within(form).getByLabelText(A.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '80,000');
    await userEvent.click(within(form).getByRole('button', { name: A.addGuarantor }));
    await userEvent.type(within(form).getByLabelText(A.guarantorNo(2)), '990008');
    await userEvent.click(within(form).getByRole('button', { name: E.save }));
    expect(await screen.findByRole('button', { name: T.edit })).toBeTruthy();
    expect(sent).toEqual([
      {
        application_no: NO,
        amount: '80000',
        installments: 36,
        purpose: 'ซ่อมแซมบ้าน',
        guarantors: ['0990007', '990008'],
        payout: { kind: 'bank', bank_name: 'ธนาคารกรุงไทย', account_no: '1234567890', account_name: 'ผู้กู้ ทดสอบ' },
        documents: [],
      },
    ]);
  });

  it("shows the server's refusal of a guarantor under the guarantors, and keeps the form open", async () => {
    const words = 'สมาชิกเลขที่ 0990008 ค้ำประกันเงินกู้ประเภทนี้ไม่ได้ตามเกณฑ์ของสหกรณ์ กรุณาระบุผู้ค้ำประกันท่านอื่น';
    serve(application(), refusal('GUARANTOR_CANNOT', words));
    renderPage();
    const form = await openEdit();
    await userEvent.click(within(form).getByRole('button', { name: E.save }));
    const guarantors = within(form).getByRole('group', { name: A.guarantors });
    expect(await within(guarantors).findByText(words)).toBeTruthy();
    expect(guarantors.getAttribute('aria-describedby')).toBe('apply-guarantors-error');
    expect(document.activeElement).toBe(within(form).getByLabelText(A.guarantorNo(1)));
  });

  it("shows the server's refusal of the amount at the amount", async () => {
    const words = 'ยื่นคำขอไม่ได้ตามเกณฑ์ของสหกรณ์: ยอดกู้เกินวงเงิน';
    serve(application(), refusal('RULES_NOT_MET', words));
    renderPage();
    const form = await openEdit();
    await userEvent.click(within(form).getByRole('button', { name: E.save }));
    expect(await within(form).findByText(words)).toBeTruthy();
    expect(within(form).getByLabelText(A.amount).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an amount that is not a number before sending', async () => {
    const sent = serve(application());
    renderPage();
    const form = await openEdit();
    await userEvent.clear(within(form).getByLabelText(A.amount));
    await userEvent.click(within(form).getByRole('button', { name: E.save }));
    expect(within(form).getByText(A.amountProblem)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('when the application can no longer be edited', () => {
  it('says a guarantor has signed, with no edit action', async () => {
    const signed = application({ editable: false, guarantors: [{ membership_no: '0990007', name: 'นายสม*** ใจ***', amount: 100_000, status: 'accepted', answered_at: '2026-12-01T05:00:00.000Z' }] });
    serve(signed);
    renderPage();
    expect(await screen.findByText(T.notEditable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.edit })).toBeNull();
  });

  it('tells staff looking through the member’s session that they cannot edit it, before they type', async () => {
    serve(application());
    renderPage(true);
    await userEvent.click(await screen.findByRole('button', { name: T.edit }));
    expect(await screen.findByText(E.impersonating)).toBeTruthy();
    expect(screen.queryByLabelText(A.amount)).toBeNull();
  });
});
