/** Browsers by the mark they leave in a User-Agent header, the more specific first (Edge and Opera also say Chrome). */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bLine\//, 'LINE'],
  [/\bFBAN|\bFBAV\//, 'Facebook'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, the more specific first (Android says Linux, an iPhone says "like Mac OS X"). */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: readonly (readonly [RegExp, string])[], text: string) => list.find(([mark]) => mark.test(text))?.[1];

/**
 * A device as a person would name it, from its User-Agent header: "Chrome บน Android", "Safari บน iPhone". Only the
 * common browsers and systems are read; anything else is "อุปกรณ์อื่น", never the raw header.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const header = userAgent ?? '';
  if (header.trim() === '') return 'ไม่ทราบอุปกรณ์';
  const browser = first(BROWSERS, header);
  const system = first(SYSTEMS, header);
  if (browser && system) return `${browser} บน ${system}`;
  if (browser) return browser;
  if (system) return `เบราว์เซอร์บน ${system}`;
  return 'อุปกรณ์อื่น';
}
