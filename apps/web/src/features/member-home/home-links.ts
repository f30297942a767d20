/** The home's one-tap links: every member page, the insurance and cremation pages included (issue 24, item 2). */
export const HOME_LINKS: readonly { to: string; label: string }[] = [
  { to: '/member/share', label: 'ทุนเรือนหุ้น' },
  { to: '/member/loan', label: 'เงินกู้' },
  { to: '/member/loan-eligibility', label: 'กู้ได้เท่าไร' },
  { to: '/member/deposit', label: 'เงินฝาก' },
  { to: '/member/kep', label: 'เรียกเก็บรายเดือน' },
  { to: '/member/dividend', label: 'ปันผล-เฉลี่ยคืน' },
  { to: '/member/insurance', label: 'ประกันชีวิต' },
  { to: '/member/kepcrem', label: 'ฌาปนกิจสงเคราะห์' },
  { to: '/member/welfare', label: 'สวัสดิการ' },
  { to: '/member/coll', label: 'ภาระค้ำประกัน' },
  { to: '/member/gian', label: 'ผู้รับผลประโยชน์' },
  { to: '/member/status', label: 'ข้อมูลส่วนตัว' },
  { to: '/member/password', label: 'เปลี่ยนรหัสผ่าน' },
];
