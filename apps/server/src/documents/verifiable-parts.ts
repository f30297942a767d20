import type { SiteConfig } from '@coop/contract';
import type { Content } from 'pdfmake/interfaces';
import { breakThaiWords as th } from './thai-words';

const GREY = '#4b5563';

/**
 * Every page's foot of a verifiable document: its code, the start of its fingerprint and page x/y, so a page apart
 * from the rest still leads to the record (`label` names the code: รหัสเอกสาร, รหัสหนังสือ).
 */
export const verifiableFooter =
  (label: string, code: string, fingerprint: string, leftMargin: number) =>
  (page: number, pages: number): Content => ({
    text: `${label} ${code}   ลายนิ้วมือดิจิทัล (SHA-256) ${fingerprint.slice(0, 16)}   หน้า ${page}/${pages}`,
    fontSize: 9,
    color: GREY,
    margin: [leftMargin, 16, 56, 0],
  });

/** The cooperative's letterhead from its configuration, beside the document's QR code to /verify and its code. */
export const letterheadWithCode = (site: SiteConfig, verifyUrl: string, code: string): Content => ({
  columns: [
    {
      width: '*',
      stack: [
        { text: th(site.coop_name_th), fontSize: 15, bold: true },
        ...(site.coop_name_en ? [{ text: site.coop_name_en, fontSize: 9, color: GREY }] : []),
        { text: th(site.address), fontSize: 9, color: GREY },
        { text: site.phones.length > 0 ? `โทร ${site.phones.join(', ')}` : '', fontSize: 9, color: GREY },
      ],
    },
    { width: 88, stack: [{ qr: verifyUrl, fit: 88, eccLevel: 'M' }, { text: code, fontSize: 8, alignment: 'center' }] },
  ],
});

/** How anyone holding the paper checks it (`what`: ใบแจ้งนี้, หนังสือฉบับนี้): the QR code or the address, then the lines and fingerprint side by side. */
export const verifyHint = (what: string, verifyUrl: string) => [
  th(`ตรวจสอบ${what}กับข้อมูลของสหกรณ์ได้ โดยสแกนคิวอาร์โค้ดที่มุมขวาบน หรือเปิด `),
  `${verifyUrl} `,
  th('แล้วเทียบรายการและลายนิ้วมือดิจิทัลท้ายหน้ากับที่หน้าเว็บแสดง'),
];
