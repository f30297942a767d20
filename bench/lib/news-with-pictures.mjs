// Issue 31's realistic content: news items with cover pictures of a phone camera's size (4032 × 3024 JPEG), uploaded
// and saved through the staff console's API.

import sharp from 'sharp';
import { postJson as post } from './staff-login.mjs';

/** A photograph's worth of detail (noise compresses as badly as a real scene): about 3–4 MB as a camera's JPEG. */
async function cameraPicture(n) {
  const width = 4032;
  const height = 3024;
  const noise = await sharp({ create: { width: 1008, height: 756, channels: 3, noise: { type: 'gaussian', mean: 90 + n * 8, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp(noise).resize(width, height).jpeg({ quality: 92 }).toBuffer();
}

/** Posts `count` news items with cover pictures to the first news category, as the staff member of `token`; the newest are highlighted. */
export async function postNewsWithPictures(base, count, token) {
  const { categories } = await post(base, '/api/admin/content/category/list', {}, token);
  const news = categories.find((c) => c.content_type === 'news') ?? categories[0];
  if (!news) throw new Error('the database has no content category');
  for (let n = 0; n < count; n++) {
    const file = `data:image/jpeg;base64,${(await cameraPicture(n)).toString('base64')}`;
    const upload = await post(base, '/api/admin/content/upload', { kind: 'picture', name: `ภาพข่าว ${n + 1}.jpg`, file }, token);
    await post(
      base,
      '/api/admin/content/item/save',
      {
        category_id: news.id,
        title: `ข่าวประชาสัมพันธ์พร้อมภาพประกอบ ฉบับที่ ${n + 1}`,
        body_html: '<p>สหกรณ์ขอแจ้งข่าวสารแก่สมาชิก พร้อมภาพประกอบจากกิจกรรมของสหกรณ์</p>',
        cover_image: upload.path,
        published: true,
        published_at: new Date(Date.now() - (count - n) * 60_000).toISOString(),
        highlight: n >= count - 3,
        attachments: [],
      },
      token,
    );
  }
}
