// Renders the shipped default pictures and file icons served under /mediafiles/ (see README.md).
// Run from the repository root: node apps/server/assets/mediafiles-source/render.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const assets = path.resolve(import.meta.dirname, '..');
const pictures = path.join(assets, 'mediafiles/picture/Utils/ContentDefault');
const icons = path.join(assets, 'mediafiles/images/Utils/icon');
const font = path.join(assets, 'fonts/Loma-Bold.ttf');

const contentTypes = [
  ['news', 'ข่าวประชาสัมพันธ์', '#1d4e89'],
  ['activity-gallary', 'ภาพกิจกรรม', '#2a7f62'],
  ['rule', 'ระเบียบและข้อบังคับ', '#5b3f8c'],
  ['Scholarships', 'ทุนการศึกษา', '#b5651d'],
  ['achievement', 'ผลงานและรางวัล', '#a8322d'],
  ['report_center', 'ศูนย์รายงาน', '#35606e'],
  ['notice', 'ประกาศสหกรณ์', '#8c2f5f'],
  ['news_letters', 'จดหมายข่าว', '#3e6b2f'],
  ['business_report', 'รายงานผลการดำเนินงาน', '#4a4e69'],
  ['download', 'ดาวน์โหลดเอกสาร', '#006d77'],
  ['default', 'สหกรณ์ออมทรัพย์', '#1d4e89'],
];

const fileIcons = [
  ['pdf', 'PDF', '#c0392b'],
  ['doc', 'DOC', '#1f5fa8'],
  ['xls', 'XLS', '#1e7e45'],
  ['ppt', 'PPT', '#c75b12'],
  ['zip', 'ZIP', '#6c5b7b'],
  ['image', 'IMG', '#0f7c8c'],
  ['file', 'FILE', '#5d6d7e'],
];

const fontFace = `@font-face { font-family: Loma; src: url('file://${font}'); font-weight: 700; }`;

const picture = (title, colour) => `<!doctype html><html><head><meta charset="utf-8"><style>${fontFace}
  html, body { margin: 0; }
  .card { width: 640px; height: 360px; background: ${colour}; color: #fff; font-family: Loma; position: relative; overflow: hidden; }
  .band { position: absolute; left: 0; right: 0; bottom: 0; height: 72px; background: rgba(255,255,255,.14); }
  .ring { position: absolute; right: -60px; top: -60px; width: 260px; height: 260px; border-radius: 50%; border: 28px solid rgba(255,255,255,.12); }
  h1 { position: absolute; left: 40px; top: 120px; margin: 0; font-size: 44px; font-weight: 700; }
  p { position: absolute; left: 40px; bottom: 22px; margin: 0; font-size: 22px; }
</style></head><body><div class="card"><div class="ring"></div><div class="band"></div>
  <h1>${title}</h1><p>สหกรณ์ออมทรัพย์</p></div></body></html>`;

const icon = (label, colour) => `<!doctype html><html><head><meta charset="utf-8"><style>${fontFace}
  html, body { margin: 0; background: transparent; }
  .sheet { width: 48px; height: 60px; margin: 2px 8px; background: #fff; border: 2px solid ${colour}; border-radius: 4px 14px 4px 4px; position: relative; box-sizing: border-box; }
  .tag { position: absolute; left: -8px; right: -8px; bottom: 10px; background: ${colour}; color: #fff; font: 700 14px Loma; text-align: center; border-radius: 3px; padding: 1px 0; }
</style></head><body><div class="sheet"><div class="tag">${label}</div></div></body></html>`;

fs.mkdirSync(pictures, { recursive: true });
fs.mkdirSync(icons, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
  for (const [type, title, colour] of contentTypes) {
    await page.setContent(picture(title, colour));
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: path.join(pictures, `${type}.png`), clip: { x: 0, y: 0, width: 640, height: 360 } });
  }
  await page.setViewportSize({ width: 64, height: 64 });
  for (const [name, label, colour] of fileIcons) {
    await page.setContent(icon(label, colour));
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: path.join(icons, `${name}.png`), omitBackground: true, clip: { x: 0, y: 0, width: 64, height: 64 } });
  }
} finally {
  await browser.close();
}
