import type { SiteConfig } from '@coop/contract';
import type { DocumentSignature } from '../db/repositories/site-config-repository';

/** A fictitious cooperative: there are four Thai army areas, so a fifth cannot be mistaken for a real one. */
export const DEMO_SITE: SiteConfig = {
  coop_name_th: 'สหกรณ์ออมทรัพย์กองทัพภาคที่ 5 จำกัด',
  coop_name_en: 'The Fifth Army Area Savings and Credit Cooperative, Limited',
  logo_url: '/images/logo.svg',
  head_office_name: 'สำนักงานใหญ่ สหกรณ์ออมทรัพย์กองทัพภาคที่ 5 จำกัด',
  address: 'ค่ายภาคห้า เลขที่ 99 หมู่ 5 ถนนสุเทพ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200',
  phones: ['053-000-501', '053-000-502'],
  fax_extensions: ['ต่อ 105', 'ต่อ 106'],
  military_lines: ['25-5101', '25-5102'],
  email: 'contact@coop5.example',
  facebook_url: 'https://www.facebook.com/coop5.example',
  line_url: 'https://line.me/R/ti/p/@coop5.example',
  vendor_credit: 'พัฒนาโดยทีมพัฒนาระบบสหกรณ์',
  welcome_text: 'ยินดีต้อนรับสู่เว็บไซต์สหกรณ์ออมทรัพย์กองทัพภาคที่ 5 จำกัด',
  grayscale: true,
};

export const DEMO_SIGNATURES: DocumentSignature[] = [
  { name: 'พันเอก ประสิทธิ์ มั่นคงดี', position: 'ผู้จัดการสหกรณ์', image: 'manager.svg' },
  { name: 'นางวิไลพร ศรีสหกรณ์', position: 'เจ้าหน้าที่การเงิน', image: 'treasurer.svg' },
];
