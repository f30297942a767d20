import type { VerifyDocumentResponse } from '@coop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';
import { VERIFY_TEXT as T } from '../messages';
import { VerifyPage } from './verify-page';

const issued: VerifyDocumentResponse = {
  rc_code: '1',
  document_code: 'Q8YJ-HKFP-HGVX',
  document_kind: 'deposit_statement',
  title: 'รายการเคลื่อนไหวบัญชีเงินฝาก',
  coop_name: 'สหกรณ์ออมทรัพย์ทดสอบ จำกัด',
  issued_at: '2026-11-27T20:11:00.000Z',
  membership_no: '0000002',
  member_name_masked: 'นางสมศรี ร***',
  facts: [
    { label: 'บัญชีเงินฝาก', value: '0100000021 เงินฝากออมทรัพย์' },
    { label: 'ยอดคงเหลือ ณ วันสิ้นงวด', value: '37,932.28' },
  ],
  fingerprint: '580000fcff3e3df7d8daeffe78334fa7722285e6b729e714fe930056372333b7',
  matches_record: true,
};

let answer: VerifyDocumentResponse = issued;
beforeEach(() => {
  setTransport(async () => Response.json(answer));
});
afterEach(cleanup);

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <VerifyPage code="Q8YJ-HKFP-HGVX" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/verify/{code} for an issued document (decision 079)', () => {
  it('shows what the document stated, the name masked, and that it matches the record', async () => {
    answer = issued;
    renderPage();
    expect(await screen.findByText(T.documentGenuineTitle)).toBeTruthy();
    expect(screen.getByText('รายการเคลื่อนไหวบัญชีเงินฝาก')).toBeTruthy();
    expect(screen.getByText('นางสมศรี ร***')).toBeTruthy();
    expect(screen.getByText('ยอดคงเหลือ ณ วันสิ้นงวด').nextSibling?.textContent).toBe('37,932.28');
    expect(screen.getByText(issued.fingerprint)).toBeTruthy();
  });

  it('says so when the record has changed since the document was issued', async () => {
    answer = { ...issued, matches_record: false };
    renderPage();
    expect(await screen.findByText(T.documentChangedTitle)).toBeTruthy();
    expect(screen.queryByText(T.documentGenuineTitle)).toBeNull();
  });
});
