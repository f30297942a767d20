import { buddhistYear } from '@coop/thai-format';
import type { Db } from '../db/database';
import { addDays } from './calendar';
import type { Random } from './random';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './thai-names';

const DAY = 86_400_000;
const STAFF = 'เจ้าหน้าที่สหกรณ์';
/** Demo posts come from documentation addresses (RFC 5737), never real ones. */
const DEMO_IP = '192.0.2.10';

const person = (r: Random) => `${r.pick([...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES])} ${r.pick(SURNAMES)}`;

const BOARD: [title: string, body: string, answers: [staff: boolean, body: string][]][] = [
  ['กู้ฉุกเฉินต้องใช้เอกสารอะไรบ้างครับ', 'อยากทราบว่าการกู้ฉุกเฉินต้องเตรียมเอกสารอะไร และใช้เวลาอนุมัติกี่วันครับ', [
    [true, 'ใช้แบบคำขอกู้เงินฉุกเฉิน สำเนาบัตรประจำตัว และสลิปเงินเดือนล่าสุด อนุมัติภายในวันทำการเดียวค่ะ'],
    [false, 'ขอบคุณครับ'],
  ]],
  ['ลืมรหัสผ่านระบบสมาชิกออนไลน์', 'เข้าระบบไม่ได้เพราะลืมรหัสผ่าน ต้องทำอย่างไรคะ', [
    [true, 'กรุณาติดต่อเจ้าหน้าที่ที่สำนักงานพร้อมบัตรประจำตัว หรือโทร 053-000-501 เพื่อขอตั้งรหัสผ่านใหม่ค่ะ'],
  ]],
  ['เงินปันผลปีนี้จ่ายเมื่อไหร่', 'อยากทราบกำหนดการจ่ายเงินปันผลและเงินเฉลี่ยคืนของปีนี้ครับ', [
    [true, 'หลังที่ประชุมใหญ่อนุมัติ สหกรณ์จะโอนเข้าบัญชีออมทรัพย์ภายใน 7 วันทำการครับ'],
    [false, 'ปีที่แล้วได้รับช่วงปลายเดือนมกราคมครับ'],
    [false, 'ขอบคุณข้อมูลครับ'],
  ]],
  ['เปลี่ยนผู้ค้ำประกันได้ไหม', 'ผู้ค้ำของผมย้ายหน่วย จะเปลี่ยนผู้ค้ำประกันได้หรือไม่ครับ', [
    [true, 'เปลี่ยนได้ครับ ยื่นแบบคำขอเปลี่ยนผู้ค้ำประกันพร้อมลายมือชื่อผู้ค้ำคนใหม่ที่สำนักงาน'],
  ]],
  ['สมัครสมาชิกให้ลูกจ้างประจำได้ไหมคะ', 'ลูกจ้างประจำในหน่วยสมัครเป็นสมาชิกได้หรือไม่คะ', [
    [true, 'สมัครได้ค่ะ ใช้แบบคำขอสมัครสมาชิกและหนังสือรับรองจากหน่วยต้นสังกัด'],
  ]],
  ['ฝากเงินผ่านแอปธนาคารได้ไหม', 'สามารถโอนเงินเข้าบัญชีเงินฝากสหกรณ์ผ่านแอปธนาคารได้หรือเปล่าครับ', []],
  ['สวัสดิการคลอดบุตรได้เท่าไร', 'ภรรยาเพิ่งคลอดลูก อยากทราบว่าได้รับสวัสดิการเท่าไรและยื่นอย่างไรครับ', [
    [true, 'สวัสดิการคลอดบุตรรายละ 3,000 บาท ยื่นแบบคำขอรับสวัสดิการพร้อมสำเนาสูติบัตรภายใน 90 วันครับ'],
    [false, 'ได้รับเรียบร้อยแล้วครับ ขอบคุณครับ'],
  ]],
  ['ขอบคุณเจ้าหน้าที่ที่บริการดีครับ', 'ไปติดต่อที่สำนักงานเมื่อวาน เจ้าหน้าที่บริการรวดเร็วและอธิบายชัดเจน ขอบคุณครับ', [
    [true, 'ขอบคุณสำหรับคำชมครับ สหกรณ์ยินดีให้บริการเสมอ'],
  ]],
  ['ดูรายการเรียกเก็บประจำเดือนที่ไหน', 'อยากดูรายการหักเงินเดือนของเดือนนี้ครับ', [
    [true, 'เข้าระบบสมาชิกออนไลน์ แล้วเลือกเมนูรายการเรียกเก็บประจำเดือน พิมพ์ใบเสร็จเป็น PDF ได้ด้วยครับ'],
  ]],
  ['รีไฟแนนซ์หนี้จากที่อื่นได้ไหม', 'สหกรณ์มีเงินกู้สำหรับรวมหนี้หรือรีไฟแนนซ์หรือไม่ครับ', [
    [true, 'มีเงินกู้พิเศษเพื่อชำระหนี้สถาบันการเงินอื่น รายละเอียดสอบถามได้ที่ฝ่ายสินเชื่อครับ'],
    [false, 'สนใจเหมือนกันครับ'],
  ]],
  ['เวลาทำการช่วงปีใหม่', 'ช่วงปีใหม่สหกรณ์เปิดวันไหนบ้างคะ', []],
  ['ทุนการศึกษาบุตรเปิดรับเมื่อไหร่', 'ปีนี้เปิดรับสมัครทุนการศึกษาบุตรช่วงไหนคะ', [
    [true, 'เปิดรับสมัครเดือนพฤษภาคมถึงมิถุนายนของทุกปีค่ะ ติดตามประกาศที่หน้าข่าวสาร'],
  ]],
];

const DEMANDS: [type: 'request' | 'suggestion' | 'complaint', title: string, body: string, answer: string | null][] = [
  ['request', 'ขอให้เพิ่มช่องทางชำระเงินกู้ผ่านพร้อมเพย์', 'อยากให้สหกรณ์เพิ่มช่องทางชำระเงินกู้ผ่านพร้อมเพย์เพื่อความสะดวก', 'สหกรณ์อยู่ระหว่างดำเนินการร่วมกับธนาคาร คาดว่าจะเปิดให้บริการภายในไตรมาสหน้า'],
  ['suggestion', 'เสนอให้เปิดบริการวันเสาร์เดือนละครั้ง', 'กำลังพลหลายคนไม่สะดวกมาในวันทำการ เสนอให้เปิดวันเสาร์เดือนละครั้ง', 'คณะกรรมการรับข้อเสนอไว้พิจารณาในการประชุมประจำเดือน'],
  ['complaint', 'รอคิวนานช่วงสิ้นเดือน', 'ช่วงสิ้นเดือนต้องรอคิวนานกว่าหนึ่งชั่วโมง', 'สหกรณ์เพิ่มเจ้าหน้าที่ให้บริการช่วงสิ้นเดือนแล้ว ขออภัยในความไม่สะดวก'],
  ['request', 'ขอสำเนาใบเสร็จย้อนหลัง', 'ต้องการสำเนาใบเสร็จรับเงินย้อนหลัง 6 เดือนเพื่อใช้ยื่นภาษี', null],
  ['suggestion', 'อยากให้มีแจ้งเตือนทางไลน์', 'เสนอให้แจ้งเตือนยอดเรียกเก็บประจำเดือนผ่านไลน์', 'เปิดให้บริการแล้ว สมาชิกเพิ่มเพื่อนบัญชีไลน์ทางการของสหกรณ์ได้'],
  ['complaint', 'เว็บไซต์เข้าใช้งานช้าบนมือถือ', 'เปิดเว็บไซต์บนมือถือแล้วช้ามากในช่วงเย็น', null],
  ['request', 'ขอเปลี่ยนที่อยู่สำหรับส่งเอกสาร', 'ย้ายหน่วยแล้ว ขอเปลี่ยนที่อยู่สำหรับส่งเอกสารของสหกรณ์', null],
  ['suggestion', 'จัดอบรมการออมให้ทหารบรรจุใหม่', 'เสนอให้สหกรณ์จัดอบรมการออมและการใช้จ่ายให้ทหารบรรจุใหม่ทุกปี', 'สหกรณ์บรรจุไว้ในแผนงานปีหน้าแล้ว ขอบคุณสำหรับข้อเสนอ'],
];

/** Board topics with answers, demands (some answered), and two elections: one under way and one with results. */
export async function seedDemoCommunity(db: Db, today: Date, r: Random): Promise<void> {
  for (const [n, [title, body, answers]] of BOARD.entries()) {
    const created = new Date(today.getTime() - (BOARD.length - n) * 9 * DAY - r.int(0, 600) * 60_000);
    const { id } = await db
      .insertInto('board_topics')
      .values({ name: person(r), title, body, created_at: created, ip: DEMO_IP })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (answers.length) {
      await db
        .insertInto('board_answers')
        .values(
          answers.map(([staff, text], i) => ({
            topic_id: id,
            name: staff ? STAFF : person(r),
            body: text,
            created_at: new Date(created.getTime() + (i + 1) * r.int(60, 1440) * 60_000),
            ip: DEMO_IP,
          })),
        )
        .execute();
    }
  }

  for (const [n, [type, title, body, answer]] of DEMANDS.entries()) {
    const created = new Date(today.getTime() - (DEMANDS.length - n) * 12 * DAY);
    const phone = `08${r.digits(8)}`;
    await db
      .insertInto('demands')
      .values({
        demand_type: type,
        title,
        body,
        contact_name: person(r),
        phone,
        email: n % 2 === 0 ? `member${n + 1}@example.com` : null,
        created_at: created,
        ip: DEMO_IP,
        status: answer ? 'answered' : n % 3 === 0 ? 'in_progress' : 'received',
        answer,
        answered_at: answer ? new Date(created.getTime() + 3 * DAY) : null,
      })
      .execute();
  }

  const todayIso = today.toISOString().slice(0, 10);
  const beYear = buddhistYear(today.getUTCFullYear());
  await seedElection(db, r, {
    title: `การเลือกตั้งประธานกรรมการและกรรมการดำเนินการ ประจำปี ${beYear + 1}`,
    announcedOn: addDays(todayIso, -14),
    voteDate: addDays(todayIso, 21),
    published: false,
  });
  await seedElection(db, r, {
    title: `การเลือกตั้งประธานกรรมการและกรรมการดำเนินการ ประจำปี ${beYear}`,
    announcedOn: addDays(todayIso, -400),
    voteDate: addDays(todayIso, -365),
    published: true,
  });
}

/** Voting runs 08:30-15:30 Thai time (UTC+7) on the vote date. */
const thaiTime = (isoDate: string, hhmm: string) => new Date(`${isoDate}T${hhmm}:00+07:00`);

async function seedElection(
  db: Db,
  r: Random,
  e: { title: string; announcedOn: string; voteDate: string; published: boolean },
): Promise<void> {
  const { id } = await db
    .insertInto('elections')
    .values({
      title: e.title,
      description: 'สมาชิกผู้มีสิทธิเลือกตั้งโปรดนำบัตรประจำตัวข้าราชการหรือบัตรประจำตัวประชาชนมาแสดงต่อกรรมการประจำหน่วยเลือกตั้ง',
      announced_on: e.announcedOn,
      voting_starts_at: thaiTime(e.voteDate, '08:30'),
      voting_ends_at: thaiTime(e.voteDate, '15:30'),
      results_published_at: e.published ? thaiTime(e.voteDate, '20:00') : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const positions: [name: string, seats: number, candidates: number][] = [
    ['ประธานกรรมการดำเนินการ', 1, 3],
    ['กรรมการดำเนินการ', 5, 8],
  ];
  for (const [seq, [name, seats, count]] of positions.entries()) {
    const position = await db
      .insertInto('election_positions')
      .values({ election_id: id, seq, name, seats })
      .returning('id')
      .executeTakeFirstOrThrow();
    const votes = Array.from({ length: count }, () => r.int(300, 4000));
    const winners = new Set(
      votes
        .map((v, i) => [v, i] as const)
        .sort((a, b) => b[0] - a[0])
        .slice(0, seats)
        .map(([, i]) => i),
    );
    await db
      .insertInto('election_candidates')
      .values(
        votes.map((v, i) => ({
          position_id: position.id,
          number: i + 1,
          name: `${r.pick(['พันเอก', 'พันโท', 'พันตรี', 'ร้อยเอก', 'จ่าสิบเอก', 'นาง'])} ${person(r)}`,
          // photos are not shipped: the client shows its placeholder, as with any missing picture
          photo: `/mediafiles/picture/election/${id}/${seq + 1}-${i + 1}.jpg`,
          profile: r.pick([
            'อดีตกรรมการดำเนินการ มีประสบการณ์ด้านการเงินและบัญชีกว่า 15 ปี',
            'ผู้ตรวจสอบกิจการสหกรณ์ 2 สมัย มุ่งเน้นความโปร่งใสและการบริการสมาชิก',
            'นายทหารการเงิน มณฑลทหารบกที่ 51 ตั้งใจพัฒนาระบบบริการออนไลน์',
            'สมาชิกสหกรณ์กว่า 20 ปี ผลักดันสวัสดิการสมาชิกอาวุโส',
          ]),
          votes: e.published ? v : null,
          elected: e.published && winners.has(i),
        })),
      )
      .execute();
  }
  await db
    .insertInto('polling_places')
    .values(
      [
        ['สำนักงานใหญ่ สหกรณ์ออมทรัพย์กองทัพภาคที่ 5', 'ค่ายภาคห้า ถนนสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่'],
        ['หน่วยเลือกตั้ง มณฑลทหารบกที่ 32', 'ค่ายสุรศักดิ์มนตรี อำเภอเมืองลำปาง จังหวัดลำปาง'],
        ['หน่วยเลือกตั้ง มณฑลทหารบกที่ 39', 'ค่ายสมเด็จพระนเรศวรมหาราช อำเภอเมืองพิษณุโลก จังหวัดพิษณุโลก'],
      ].map(([name, address], seq) => ({
        election_id: id,
        seq,
        name: name ?? '',
        address: address ?? '',
        vote_date: e.voteDate,
        opens_at: '08:30',
        closes_at: '15:30',
      })),
    )
    .execute();
}
