const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'];

/** Words for 1..999,999; `afterMore` says a higher part (millions) came before, which makes a final 1 "เอ็ด". */
function belowMillion(n: number, afterMore: boolean): string {
  const digits = String(n);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    const place = digits.length - 1 - i;
    if (d === 0) continue;
    if (place === 1 && d === 1) out += 'สิบ';
    else if (place === 1 && d === 2) out += 'ยี่สิบ';
    else if (place === 0 && d === 1 && (n > 9 || afterMore)) out += 'เอ็ด';
    else out += (DIGITS[d] ?? '') + (PLACES[place] ?? '');
  }
  return out;
}

function integerWords(n: number, afterMore = false): string {
  if (n < 1_000_000) return belowMillion(n, afterMore);
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  return `${integerWords(millions, afterMore)}ล้าน${rest ? belowMillion(rest, true) : ''}`;
}

/** An amount of baht in Thai words, as on receipts (the rules of Excel's BAHTTEXT): 120.5 → หนึ่งร้อยยี่สิบบาทห้าสิบสตางค์. */
export function bahtText(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const satangTotal = Math.round(Math.abs(amount) * 100);
  const baht = Math.floor(satangTotal / 100);
  const satang = satangTotal % 100;
  const sign = amount < 0 && satangTotal > 0 ? 'ลบ' : '';
  if (baht === 0 && satang === 0) return 'ศูนย์บาทถ้วน';
  const bahtPart = baht > 0 ? `${integerWords(baht)}บาท` : '';
  const satangPart = satang > 0 ? `${belowMillion(satang, false)}สตางค์` : 'ถ้วน';
  return sign + bahtPart + satangPart;
}
