/** What the console is told about the calculators' settings. */
export const CALCULATOR_TEXT = {
  saved: 'บันทึกประเภทเงินกู้และอัตราของเครื่องคำนวณแล้ว',
  duplicateName: 'ชื่อประเภทเงินกู้ซ้ำกัน กรุณาตั้งชื่อให้ต่างกัน',
} as const;
