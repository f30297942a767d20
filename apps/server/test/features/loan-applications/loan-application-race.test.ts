import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, type LoanRule } from '@coop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDepositAccount } from '../../support/factories/deposits';
import { addLoanProduct } from '../../support/factories/loan-products';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { sendAtOnce } from '../../support/synchronised-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const GUARANTORS: LoanRule = { kind: 'guarantors', bands: [{ up_to: null, count: 1 }], pledge: 'none', pledge_percent: 0 };

// Two submissions of one application sent at the same instant over real sockets (a double tap, a retried request):
// one is taken, the other refused in Thai, and nothing of the refused one is left (rows, inbox entries or files).
describe('two submissions at once', () => {
  let t: TestContext;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loan-application-race-'));
    t = await startTestApp({ dataDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes one and refuses the other with nothing half-written', async () => {
    const db = t.database.db;
    const productId = await addLoanProduct(db, [GUARANTORS]);
    const [applicant, guarantor] = [newMembershipNo(), newMembershipNo()];
    await addMember(db, applicant, { salary: 30_000 });
    await addMember(db, guarantor);
    const account = (await addDepositAccount(db, applicant)).account_no;
    const token = await loginToken(t.app, applicant);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const data = `data:image/png;base64,${png.toString('base64')}`;
    const body = {
      product_id: productId,
      amount: '100000',
      installments: 48,
      purpose: 'ซื้อรถจักรยานยนต์',
      guarantors: [guarantor],
      payout: { kind: 'deposit', account_no: account },
      documents: [
        { kind: 'salary_slip', name: 'slip.png', data },
        { kind: 'id_card', name: 'id.png', data },
      ],
      consent: true,
    };
    const answers = await sendAtOnce(
      port,
      [0, 1].map(() => ({ method: 'POST' as const, path: endpoints.loanApplicationSubmit.path, body, headers: { authorization: `Bearer ${token}` } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(JSON.parse(answers.find((a) => a.status === 409)!.body).code).toBe('APPLICATION_OPEN');
    expect(await db.selectFrom('loan_applications').select('id').where('membership_no', '=', applicant).execute()).toHaveLength(1);
    expect(await db.selectFrom('member_inbox').select('id').where('membership_no', '=', guarantor).execute()).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, 'loan-documents'))).toHaveLength(2);
    expect(fs.readdirSync(path.join(dataDir, '.staging'))).toEqual([]);
  });
});
