import type { ContentType } from '@coop/contract';
import type { Db } from '../db/database';
import { seedDemoCommunity } from './demo-content-community';
import { Random } from './random';

const DAY = 86_400_000;

interface DemoItem {
  title: string;
  paragraphs: string[];
  /** Days before today; negative means scheduled in the future (invisible until then). */
  daysAgo: number;
  highlight?: boolean;
  /** Covers are left missing on purpose: the client must fall back to the type's default picture (spec 7). */
  cover?: string;
  images?: string[];
  attachments?: { title: string; path: string; size_bytes: number }[];
}

interface DemoCategory {
  key: string;
  type: ContentType;
  name: string;
  homeCount: number;
  items: DemoItem[];
}

const pdf = (title: string, file: string, size: number) => ({ title, path: `/mediafiles/files/${file}.pdf`, size_bytes: size });
const xlsx = (title: string, file: string, size: number) => ({ title, path: `/mediafiles/files/${file}.xlsx`, size_bytes: size });

const news = (r: Random): DemoItem[] => {
  const topics = [
    ['สหกรณ์ปรับอัตราดอกเบี้ยเงินฝากออมทรัพย์พิเศษ', 'อัตราดอกเบี้ยเงินฝากออมทรัพย์พิเศษปรับเป็นร้อยละ 3.25 ต่อปี มีผลตั้งแต่วันที่ 1 ของเดือนถัดไป'],
    ['เปิดรับสมัครสมาชิกใหม่ประจำปี', 'ข้าราชการ ลูกจ้างประจำ และพนักงานราชการในสังกัดกองทัพภาคที่ 5 สามารถสมัครเป็นสมาชิกได้ที่สำนักงานสหกรณ์ทุกวันทำการ'],
    ['ประชุมใหญ่สามัญประจำปี', 'ขอเชิญสมาชิกเข้าร่วมประชุมใหญ่สามัญประจำปี ณ หอประชุมค่ายภาคห้า เพื่อพิจารณาจัดสรรกำไรสุทธิและรับทราบผลการดำเนินงาน'],
    ['สหกรณ์มอบเงินช่วยเหลือผู้ประสบอุทกภัย', 'คณะกรรมการดำเนินการมอบเงินช่วยเหลือสมาชิกที่ได้รับผลกระทบจากอุทกภัยในพื้นที่จังหวัดน่านและอุตรดิตถ์'],
    ['บริการตรวจสอบข้อมูลสมาชิกออนไลน์', 'สมาชิกสามารถตรวจสอบทุนเรือนหุ้น เงินกู้ เงินฝาก และรายการเรียกเก็บประจำเดือนได้ด้วยตนเองผ่านระบบสมาชิกออนไลน์'],
    ['โครงการเงินกู้เพื่อการศึกษาบุตร', 'สหกรณ์เปิดให้กู้เพื่อการศึกษาบุตรในอัตราดอกเบี้ยพิเศษ ผ่อนชำระได้สูงสุด 24 งวด'],
    ['การจ่ายเงินปันผลและเงินเฉลี่ยคืน', 'สหกรณ์จะโอนเงินปันผลและเงินเฉลี่ยคืนเข้าบัญชีเงินฝากออมทรัพย์ของสมาชิกภายหลังที่ประชุมใหญ่อนุมัติ'],
    ['อบรมความรู้ทางการเงินสำหรับกำลังพล', 'สหกรณ์ร่วมกับมณฑลทหารบกที่ 51 จัดอบรมการวางแผนการเงินและการออมให้กำลังพลบรรจุใหม่'],
    ['ปรับปรุงเวลาให้บริการช่วงสิ้นปี', 'ช่วงวันหยุดสิ้นปีสหกรณ์ปิดทำการตามประกาศวันหยุดราชการ และเปิดให้บริการตามปกติในวันทำการแรกของปี'],
    ['สหกรณ์ได้รับรางวัลสหกรณ์ดีเด่น', 'สหกรณ์ได้รับรางวัลสหกรณ์ออมทรัพย์ดีเด่นระดับภาค จากกรมส่งเสริมสหกรณ์ ด้วยการบริหารงานที่โปร่งใสและมั่นคง'],
    ['ระบบแจ้งเตือนรายการเรียกเก็บทางไลน์', 'สมาชิกสามารถรับการแจ้งเตือนรายการเรียกเก็บประจำเดือนผ่านบัญชีไลน์ทางการของสหกรณ์'],
    ['ตรวจสุขภาพประจำปีสำหรับสมาชิกอาวุโส', 'สหกรณ์ร่วมกับโรงพยาบาลค่ายภาคห้าจัดตรวจสุขภาพให้สมาชิกอายุ 60 ปีขึ้นไปโดยไม่เสียค่าใช้จ่าย'],
  ];
  return topics.map(([title, lead], n) => ({
    title: title ?? '',
    paragraphs: [
      lead ?? '',
      r.pick([
        'สมาชิกที่มีข้อสงสัยสามารถสอบถามรายละเอียดเพิ่มเติมได้ที่สำนักงานสหกรณ์ในวันและเวลาราชการ หรือทางโทรศัพท์หมายเลข 053-000-501',
        'รายละเอียดเพิ่มเติมติดตามได้ทางเว็บไซต์และเพจเฟซบุ๊กของสหกรณ์ หรือสอบถามผู้ประสานงานสหกรณ์ประจำหน่วย',
      ]),
      'สหกรณ์ขอขอบคุณสมาชิกทุกท่านที่ให้ความไว้วางใจและร่วมกันพัฒนาสหกรณ์ให้มั่นคงยิ่งขึ้น',
    ],
    daysAgo: 3 + n * 28 + r.int(0, 10),
    highlight: n < 3 || n === 9,
    cover: n % 3 === 0 ? `/mediafiles/picture/content/news-${n + 1}.jpg` : undefined,
  }));
};

const notices = (r: Random): DemoItem[] =>
  [
    ['ประกาศวันหยุดทำการประจำปี', 'สหกรณ์ประกาศวันหยุดทำการตามวันหยุดราชการ'],
    ['ประกาศอัตราดอกเบี้ยเงินกู้', 'อัตราดอกเบี้ยเงินกู้สามัญร้อยละ 5.75 ต่อปี เงินกู้ฉุกเฉินร้อยละ 5.50 ต่อปี'],
    ['ประกาศรับสมัครเจ้าหน้าที่สหกรณ์', 'สหกรณ์รับสมัครเจ้าหน้าที่การเงิน 1 อัตรา วุฒิปริญญาตรีทางบัญชีหรือการเงิน'],
    ['ประกาศงดให้บริการระบบออนไลน์ชั่วคราว', 'ระบบสมาชิกออนไลน์งดให้บริการชั่วคราวเพื่อปรับปรุงระบบ เวลา 22.00 - 24.00 น.'],
    ['ประกาศผลการคัดเลือกทุนการศึกษาบุตร', 'รายชื่อบุตรสมาชิกที่ได้รับทุนการศึกษาประจำปีปรากฏตามเอกสารแนบ'],
    ['ประกาศกำหนดการส่งเอกสารยืนยันยอด', 'ขอให้สมาชิกยืนยันยอดทุนเรือนหุ้น เงินกู้ และเงินฝาก ผ่านระบบออนไลน์ภายในเวลาที่กำหนด'],
    ['ประกาศเปลี่ยนแปลงหลักเกณฑ์ผู้ค้ำประกัน', 'ผู้ค้ำประกันเงินกู้สามัญต้องเป็นสมาชิกไม่น้อยกว่า 1 ปี และค้ำประกันได้ไม่เกิน 2 สัญญา'],
    ['ประกาศการเลือกตั้งกรรมการดำเนินการ', 'สหกรณ์ประกาศกำหนดการเลือกตั้งกรรมการดำเนินการ รายละเอียดดูได้ที่หน้าการเลือกตั้ง'],
  ].map(([title, lead], n) => ({
    title: title ?? '',
    paragraphs: [lead ?? '', 'จึงประกาศมาเพื่อทราบโดยทั่วกัน'],
    daysAgo: 5 + n * 40 + r.int(0, 15),
    attachments: n === 1 || n === 4 ? [pdf(`${title} (ฉบับเต็ม)`, `notice-${n + 1}`, 120_000 + r.int(0, 90_000))] : [],
  }));

const activities = (r: Random): DemoItem[] =>
  [
    'กิจกรรมวันสหกรณ์แห่งชาติ',
    'ปลูกป่าเฉลิมพระเกียรติ ณ ค่ายภาคห้า',
    'มอบทุนการศึกษาบุตรสมาชิก',
    'ทำบุญตักบาตรปีใหม่',
    'กีฬาสัมพันธ์สหกรณ์ภาคเหนือ',
    'เยี่ยมสมาชิกผู้ป่วยที่โรงพยาบาลค่ายภาคห้า',
  ].map((title, n) => ({
    title,
    paragraphs: [
      `${title} โดยคณะกรรมการดำเนินการ เจ้าหน้าที่ และสมาชิกสหกรณ์ร่วมกิจกรรมอย่างพร้อมเพรียง`,
      'ภาพบรรยากาศกิจกรรมดังต่อไปนี้',
    ],
    daysAgo: 10 + n * 55 + r.int(0, 20),
    highlight: n === 0,
    cover: `/mediafiles/picture/activity/${n + 1}/cover.jpg`,
    images: Array.from({ length: 3 + (n % 3) }, (_, i) => `/mediafiles/picture/activity/${n + 1}/${i + 1}.jpg`),
  }));

const page = (title: string, paragraphs: string[], daysAgo: number, attachments: DemoItem['attachments'] = []): DemoItem => ({
  title,
  paragraphs,
  daysAgo,
  attachments,
});

function demoCategories(r: Random): DemoCategory[] {
  return [
    { key: 'news', type: 'news', name: 'ข่าวประชาสัมพันธ์', homeCount: 4, items: news(r) },
    { key: 'notice', type: 'notice', name: 'ประกาศสหกรณ์', homeCount: 4, items: notices(r) },
    { key: 'activity', type: 'activity-gallary', name: 'ภาพกิจกรรม', homeCount: 4, items: activities(r) },
    {
      key: 'rule',
      type: 'rule',
      name: 'ระเบียบ ข้อบังคับ',
      homeCount: 0,
      items: [
        page('ข้อบังคับสหกรณ์ พ.ศ. 2567', ['ข้อบังคับฉบับนี้ใช้บังคับตั้งแต่วันที่นายทะเบียนสหกรณ์รับจดทะเบียน'], 300, [pdf('ข้อบังคับสหกรณ์', 'bylaws-2567', 845_000)]),
        page('ระเบียบว่าด้วยการให้เงินกู้แก่สมาชิก', ['กำหนดประเภทเงินกู้ วงเงิน หลักประกัน และการส่งชำระคืน'], 250, [pdf('ระเบียบเงินกู้', 'loan-regulation', 412_000)]),
        page('ระเบียบว่าด้วยเงินฝาก', ['กำหนดประเภทบัญชีเงินฝาก อัตราดอกเบี้ย และการถอนเงิน'], 240, [pdf('ระเบียบเงินฝาก', 'deposit-regulation', 298_000)]),
        page('ระเบียบว่าด้วยสวัสดิการสมาชิก', ['กำหนดสวัสดิการเมื่อสมรส คลอดบุตร เจ็บป่วย และเสียชีวิต'], 200, [pdf('ระเบียบสวัสดิการ', 'welfare-regulation', 356_000)]),
      ],
    },
    {
      key: 'scholarship',
      type: 'Scholarships',
      name: 'ทุนการศึกษา',
      homeCount: 0,
      items: [
        page('ทุนการศึกษาบุตรสมาชิก ประจำปี', ['บุตรสมาชิกที่ศึกษาระดับประถมถึงปริญญาตรีและมีผลการเรียนดีสามารถยื่นขอรับทุนได้'], 90, [pdf('ใบสมัครขอรับทุน', 'scholarship-form', 98_000)]),
        page('ผลการพิจารณาทุนการศึกษา', ['คณะกรรมการพิจารณาทุนได้คัดเลือกบุตรสมาชิกจำนวน 120 ทุน'], 45),
      ],
    },
    {
      key: 'achievement',
      type: 'achievement',
      name: 'ผลงานและรางวัล',
      homeCount: 0,
      items: [
        page('รางวัลสหกรณ์ดีเด่นระดับภาค', ['สหกรณ์ได้รับรางวัลสหกรณ์ออมทรัพย์ดีเด่นจากกรมส่งเสริมสหกรณ์'], 150),
        page('รางวัลธรรมาภิบาลสหกรณ์', ['สหกรณ์ผ่านการประเมินธรรมาภิบาลในระดับดีมาก'], 330),
      ],
    },
    {
      key: 'report',
      type: 'report_center',
      name: 'ศูนย์รายงาน',
      homeCount: 0,
      items: [
        page('รายงานสถานะทางการเงินรายไตรมาส', ['สินทรัพย์รวม ทุนเรือนหุ้น เงินรับฝาก และเงินให้กู้ ณ สิ้นไตรมาส'], 60, [xlsx('งบแสดงฐานะการเงิน', 'quarter-report', 64_000)]),
        page('รายงานการตรวจสอบกิจการ', ['ผู้ตรวจสอบกิจการรายงานผลการตรวจสอบประจำเดือน'], 120),
      ],
    },
    {
      key: 'newsletter',
      type: 'news_letters',
      name: 'จดหมายข่าว',
      homeCount: 3,
      items: [1, 2, 3, 4].map((n) =>
        page(`จดหมายข่าวสหกรณ์ ฉบับที่ ${n}`, ['สรุปข่าวสารและกิจกรรมของสหกรณ์ในไตรมาสที่ผ่านมา'], 365 - n * 85, [pdf(`จดหมายข่าว ฉบับที่ ${n}`, `newsletter-${n}`, 1_200_000 + n * 50_000)]),
      ),
    },
    {
      key: 'business',
      type: 'business_report',
      name: 'รายงานผลการดำเนินงาน',
      homeCount: 0,
      items: [
        page('รายงานกิจการประจำปี', ['ผลการดำเนินงาน งบการเงิน และการจัดสรรกำไรสุทธิประจำปี'], 340, [pdf('รายงานกิจการประจำปี', 'annual-report', 4_800_000)]),
        page('ผลการดำเนินงานรายเดือน', ['จำนวนสมาชิก ทุนเรือนหุ้น เงินรับฝาก และเงินให้กู้ประจำเดือน'], 20, [xlsx('ผลการดำเนินงานรายเดือน', 'monthly-report', 48_000)]),
        page('ผลการดำเนินงานครึ่งปี', ['สรุปผลการดำเนินงานหกเดือนแรกของปีบัญชี'], 150),
      ],
    },
    {
      key: 'download',
      type: 'download',
      name: 'ดาวน์โหลดแบบฟอร์ม',
      homeCount: 3,
      items: [
        page('แบบคำขอกู้เงินสามัญ', ['กรอกแบบคำขอให้ครบถ้วนพร้อมลายมือชื่อผู้ค้ำประกัน'], 180, [pdf('แบบคำขอกู้เงินสามัญ', 'form-loan-ordinary', 210_000)]),
        page('แบบคำขอกู้เงินฉุกเฉิน', ['ใช้สำหรับเงินกู้ฉุกเฉินไม่เกินสองเท่าของเงินเดือน'], 175, [pdf('แบบคำขอกู้เงินฉุกเฉิน', 'form-loan-emergency', 150_000)]),
        page('แบบคำขอรับสวัสดิการ', ['ยื่นพร้อมเอกสารหลักฐานตามประเภทสวัสดิการ'], 130, [pdf('แบบคำขอรับสวัสดิการ', 'form-welfare', 175_000)]),
        page('แบบแจ้งเปลี่ยนแปลงผู้รับผลประโยชน์', ['ใช้แจ้งเพิ่มหรือเปลี่ยนผู้รับผลประโยชน์'], 70, [pdf('แบบแจ้งผู้รับผลประโยชน์', 'form-beneficiary', 90_000)]),
        page('แบบคำขอสมัครสมาชิก', ['ผู้สมัครต้องเป็นข้าราชการหรือลูกจ้างในสังกัด'], 30, [pdf('แบบคำขอสมัครสมาชิก', 'form-membership', 130_000)]),
      ],
    },
    {
      key: 'about',
      type: 'default',
      name: 'เกี่ยวกับสหกรณ์',
      homeCount: 0,
      items: [
        page('ประวัติสหกรณ์', ['สหกรณ์ก่อตั้งขึ้นเพื่อส่งเสริมการออมและช่วยเหลือกำลังพลในพื้นที่กองทัพภาคที่ 5', 'ปัจจุบันมีสมาชิกกว่าหนึ่งหมื่นคนจากหน่วยทหารในภาคเหนือ'], 364),
        page('คณะกรรมการดำเนินการ', ['คณะกรรมการดำเนินการประกอบด้วยประธานกรรมการและกรรมการอีก 14 คน ซึ่งได้รับเลือกตั้งจากที่ประชุมใหญ่'], 360),
        page('ติดต่อสหกรณ์', ['สำนักงานใหญ่ ค่ายภาคห้า อำเภอเมืองเชียงใหม่ เปิดทำการวันจันทร์ถึงวันศุกร์ เวลา 08.30 - 16.30 น. หยุดวันหยุดราชการ'], 360),
        page('เงินกู้สามัญ', ['วงเงินกู้ไม่เกิน 40 เท่าของเงินเดือน ผ่อนชำระไม่เกิน 180 งวด ต้องมีผู้ค้ำประกันตามระเบียบ'], 300),
        page('เงินกู้ฉุกเฉิน', ['วงเงินไม่เกินสองเท่าของเงินเดือน ผ่อนชำระไม่เกิน 12 งวด อนุมัติภายในวันทำการเดียว'], 300),
        page('เงินฝากออมทรัพย์', ['เปิดบัญชีขั้นต่ำ 100 บาท ฝากถอนได้ทุกวันทำการ ดอกเบี้ยคิดเป็นรายวัน'], 300),
        page('เงินฝากออมทรัพย์พิเศษ', ['เปิดบัญชีขั้นต่ำ 1,000 บาท ถอนได้เดือนละหนึ่งครั้ง ได้รับดอกเบี้ยสูงกว่าออมทรัพย์ทั่วไป'], 300),
        page('สวัสดิการสมาชิก', ['สวัสดิการแรกเข้า สมรส คลอดบุตร รักษาพยาบาล และสงเคราะห์ศพ ตามระเบียบสวัสดิการ'], 280),
      ],
    },
  ];
}

/** Fills menu, marquee, content, board, demands and elections of the demo cooperative; dates relative to `today`. */
export async function seedDemoContent(db: Db, today: Date, seed: number): Promise<void> {
  const r = new Random(seed);
  const categories = demoCategories(r);
  const categoryIds = new Map<string, number>();
  const pageIds = new Map<string, number>();
  for (const [n, c] of categories.entries()) {
    const { id } = await db
      .insertInto('content_categories')
      .values({ content_type: c.type, name: c.name, seq: n + 1, home_count: c.homeCount })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(c.key, id);
    for (const item of c.items) {
      const published = new Date(today.getTime() - item.daysAgo * DAY - r.int(0, 8 * 60) * 60_000);
      const row = await db
        .insertInto('content_items')
        .values({
          category_id: id,
          title: item.title,
          body: item.paragraphs.join('\n\n'),
          cover_image: item.cover ?? null,
          published_at: published,
          highlight: item.highlight ?? false,
          view_count: item.daysAgo > 0 ? r.int(20, 40) + item.daysAgo * r.int(1, 4) : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      pageIds.set(item.title, row.id);
      if (item.images?.length) {
        await db.insertInto('content_images').values(item.images.map((path, seq) => ({ item_id: row.id, seq, path, caption: `${item.title} ภาพที่ ${seq + 1}` }))).execute();
      }
      if (item.attachments?.length) {
        await db.insertInto('content_attachments').values(item.attachments.map((a, seq) => ({ item_id: row.id, seq, ...a }))).execute();
      }
    }
  }
  // a news item scheduled for tomorrow: invisible to visitors until then
  await db
    .insertInto('content_items')
    .values({
      category_id: categoryIds.get('news') ?? 0,
      title: 'กำหนดการประชุมใหญ่วิสามัญ (ยังไม่เผยแพร่)',
      body: 'ข่าวนี้ตั้งเวลาเผยแพร่ล่วงหน้า',
      cover_image: null,
      published_at: new Date(today.getTime() + DAY),
    })
    .execute();

  await seedDemoMenu(db, (key) => `/list/${categoryIds.get(key) ?? 0}`, (title) => `/show/${pageIds.get(title) ?? 0}`);
  await seedDemoCommunity(db, today, r);
}

async function seedDemoMenu(db: Db, list: (key: string) => string, show: (title: string) => string): Promise<void> {
  const groups: { name: string; url?: string; subs?: [string, string][] }[] = [
    { name: 'หน้าแรก', url: '/home' },
    {
      name: 'เกี่ยวกับเรา',
      subs: [
        ['ประวัติสหกรณ์', show('ประวัติสหกรณ์')],
        ['คณะกรรมการดำเนินการ', show('คณะกรรมการดำเนินการ')],
        ['ผลงานและรางวัล', list('achievement')],
        ['ติดต่อสหกรณ์', show('ติดต่อสหกรณ์')],
      ],
    },
    {
      name: 'บริการ',
      subs: [
        ['ระบบสมาชิกออนไลน์', '/member/logon'],
        ['คำนวณเงินกู้', '/loancal'],
        ['คำนวณเงินปันผล', '/caldividend'],
        ['ข่าวประชาสัมพันธ์', list('news')],
        ['ภาพกิจกรรม', list('activity')],
      ],
    },
    { name: 'เงินกู้', subs: [['เงินกู้สามัญ', show('เงินกู้สามัญ')], ['เงินกู้ฉุกเฉิน', show('เงินกู้ฉุกเฉิน')], ['ระเบียบเงินกู้', list('rule')]] },
    { name: 'เงินฝาก', subs: [['เงินฝากออมทรัพย์', show('เงินฝากออมทรัพย์')], ['เงินฝากออมทรัพย์พิเศษ', show('เงินฝากออมทรัพย์พิเศษ')]] },
    { name: 'สวัสดิการ', subs: [['สวัสดิการสมาชิก', show('สวัสดิการสมาชิก')], ['ทุนการศึกษา', list('scholarship')]] },
    {
      name: 'ดาวน์โหลด',
      subs: [
        ['แบบฟอร์มต่าง ๆ', list('download')],
        ['รายงานผลการดำเนินงาน', list('business')],
        ['ศูนย์รายงาน', list('report')],
        ['จดหมายข่าว', list('newsletter')],
      ],
    },
    { name: 'กระดานถาม-ตอบ', url: '/board' },
    { name: 'ร้องเรียน/เสนอแนะ', url: '/demand' },
    { name: 'เลือกตั้ง', url: '/election' },
  ];
  for (const [n, g] of groups.entries()) {
    const seq = (n + 1) * 10;
    await db.insertInto('menu_items').values({ seq, type: 'main', manu_name: g.name, url: g.url ?? '', is_parent: !!g.subs }).execute();
    if (g.subs) {
      await db.insertInto('menu_sub_items').values(g.subs.map(([description, url], i) => ({ manu_id: seq, seq: i + 1, url, description }))).execute();
    }
  }
  // other menu types exist in the data (the client shows type 'main' only)
  await db.insertInto('menu_items').values({ seq: 900, type: 'footer', manu_name: 'นโยบายคุกกี้', url: '/cookie/cookies' }).execute();

  await db
    .insertInto('marquee_notes')
    .values([
      { seq: 1, note: 'ยินดีต้อนรับสู่เว็บไซต์สหกรณ์ออมทรัพย์กองทัพภาคที่ 5 จำกัด สมาชิกตรวจสอบข้อมูลได้ที่เมนูบริการ ระบบสมาชิกออนไลน์' },
      { seq: 2, note: 'อัตราดอกเบี้ยเงินฝากออมทรัพย์พิเศษร้อยละ 3.25 ต่อปี' },
      { seq: 3, note: 'สหกรณ์เปิดทำการวันจันทร์ถึงวันศุกร์ เวลา 08.30 - 16.30 น. หยุดวันหยุดราชการ' },
      { seq: 4, note: 'ประกาศเก่าที่ปิดไว้แล้ว', active: false },
    ])
    .execute();
}
