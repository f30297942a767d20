import { Type, type Static } from 'typebox';
import { OkResponse } from './ok-response';

/**
 * The documents the portal issues to a member with a code to verify (decision 079). The balance confirmation letter
 * has the same kind of code and is checked at the same address; it keeps its own record (decision 034).
 */
export const DOCUMENT_KINDS = ['loan_statement', 'deposit_statement', 'share_statement', 'dividend_slip', 'housing_interest_certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each kind's title, as printed at the top of the document and shown by /verify/{code}. */
export const DOCUMENT_KIND_TITLES: Record<DocumentKind, string> = {
  loan_statement: 'รายการเคลื่อนไหวเงินกู้',
  deposit_statement: 'รายการเคลื่อนไหวบัญชีเงินฝาก',
  share_statement: 'รายการเคลื่อนไหวทุนเรือนหุ้น',
  dividend_slip: 'ใบแจ้งเงินปันผลและเงินเฉลี่ยคืน',
  housing_interest_certificate: 'หนังสือรับรองการจ่ายดอกเบี้ยเงินกู้เพื่อที่อยู่อาศัย',
};

/** One thing a document states: a label and its value as printed. */
export const DocumentFact = Type.Object({ label: Type.String(), value: Type.String() });
export type DocumentFact = Static<typeof DocumentFact>;

/**
 * What `/verify/{code}` shows of an issued document: what it stated when issued (names masked), the fingerprint
 * printed at its foot, and whether the cooperative's record, read again now, still states the same.
 */
export const VerifyDocumentResponse = OkResponse({
  document_code: Type.String(),
  document_kind: Type.Enum(DOCUMENT_KINDS),
  title: Type.String(),
  coop_name: Type.String(),
  issued_at: Type.String(),
  membership_no: Type.String(),
  member_name_masked: Type.String(),
  facts: Type.Array(DocumentFact),
  /** SHA-256 (hex) of what the document stated; its first 16 digits are printed on every page. */
  fingerprint: Type.String(),
  /** The record read again gives the same facts: false when it has been corrected since the document was issued. */
  matches_record: Type.Boolean(),
});
export type VerifyDocumentResponse = Static<typeof VerifyDocumentResponse>;
