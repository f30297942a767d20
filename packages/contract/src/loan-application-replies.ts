import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import {
  ApplicationNo,
  LOAN_APPLICATIONS_PATH,
  LOAN_CONFLICT,
  LOAN_DOCUMENT_KINDS,
  LOAN_GUARANTEES_PATH,
  LoanActionResponse,
  LoanDocumentUpload,
} from './loan-applications';
import { Line } from './text-line';

/**
 * A loan application's replies after it is sent: the applicant's to the unit clerk's return (072) and to staff's
 * lower offer or request for a document (073), and a guarantor's answer (069). Apart from the application's own
 * schemas so the pages that send none of them (the application form above all) do not load them (decision 061).
 */
const strict = { additionalProperties: false };

/**
 * Sent back to the unit clerk after a return: the documents that replace those kept and a word to the clerk, at least
 * one of the two (the terms the guarantors signed stay as they are).
 */
export const LoanApplicationResendBody = Type.Object(
  { application_no: ApplicationNo, documents: Type.Array(LoanDocumentUpload, { maxItems: LOAN_DOCUMENT_KINDS.length }), note: Type.Optional(Line(300)) },
  strict,
);
export type LoanApplicationResendBody = Static<typeof LoanApplicationResendBody>;

/** The member's answer to terms approved below those asked (decision 073). */
export const OfferAnswerBody = Type.Object({ application_no: ApplicationNo, accept: Type.Boolean() }, strict);
export type OfferAnswerBody = Static<typeof OfferAnswerBody>;

/** The documents staff asked for, each replacing any kept of its kind. */
export const DocumentsAddBody = Type.Object(
  { application_no: ApplicationNo, documents: Type.Array(LoanDocumentUpload, { minItems: 1, maxItems: LOAN_DOCUMENT_KINDS.length }) },
  strict,
);
export type DocumentsAddBody = Static<typeof DocumentsAddBody>;

export const GuaranteeAnswerBody = Type.Object(
  {
    application_no: ApplicationNo,
    accept: Type.Boolean(),
    /** The guarantor's password again: a signature, not a click. */
    password: Type.String({ minLength: 1, maxLength: 128 }),
    note: Type.Optional(Line(300)),
  },
  strict,
);
export type GuaranteeAnswerBody = Static<typeof GuaranteeAnswerBody>;

export const loanApplicationReplyEndpoints = {
  loanApplicationResend: endpoint({ method: 'POST', path: `${LOAN_APPLICATIONS_PATH}/resend`, access: 'member', body: LoanApplicationResendBody, response: LoanActionResponse, otherResponses: LOAN_CONFLICT }),
  loanApplicationOffer: endpoint({ method: 'POST', path: `${LOAN_APPLICATIONS_PATH}/offer`, access: 'member', body: OfferAnswerBody, response: LoanActionResponse, otherResponses: LOAN_CONFLICT }),
  loanApplicationDocumentsAdd: endpoint({ method: 'POST', path: `${LOAN_APPLICATIONS_PATH}/documents`, access: 'member', body: DocumentsAddBody, response: LoanActionResponse, otherResponses: LOAN_CONFLICT }),
  loanGuaranteeAnswer: endpoint({ method: 'POST', path: `${LOAN_GUARANTEES_PATH}/answer`, access: 'member', body: GuaranteeAnswerBody, response: LoanActionResponse, otherResponses: LOAN_CONFLICT }),
};
