import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskNationalId } from '../../../src/features/member-status/member-status';
import { addMember, MEMBER_DEFAULTS, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const [SOMCHAI, SOMSRI] = [newMembershipNo(), newMembershipNo()];
const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

describe('POST /api/member/member_status', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await addMember(t.database.db, SOMCHAI, { prename: 'จ.ส.อ.', first_name: 'สมชาย', last_name: 'ใจดี' });
    await addMember(t.database.db, SOMSRI, { prename: 'นาง', first_name: 'สมศรี', last_name: 'รักเรียน', sex: 'F' });
  });
  afterAll(() => t.close());

  it("returns the session member's personal information as data1[0]", async () => {
    const token = await loginToken(t.app, SOMCHAI);
    const res = await memberPost(t.app, '/api/member/member_status', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rc_code: '1',
      data1: [
        {
          membership_no: SOMCHAI,
          prename: 'จ.ส.อ.',
          member_name: 'สมชาย',
          member_surname: 'ใจดี',
          member_status: MEMBER_DEFAULTS.member_status,
          member_group_no: MEMBER_DEFAULTS.member_group_no,
          member_group_name: 'หน่วยทดสอบ',
          ...pick(MEMBER_DEFAULTS, ['birth_date', 'member_date', 'sex', 'position', 'salary', 'address', 'phone', 'email']),
          id_card_masked: 'x-xxxx-xxxxx-x5-0',
        },
      ],
    });
  });

  it("never answers with another member's data, whatever the request names", async () => {
    const token = await loginToken(t.app, SOMSRI);
    for (const payload of [{ membership_no: SOMCHAI }, { membership_no: Number(SOMCHAI) }, undefined]) {
      const res = await memberPost(t.app, '/api/member/member_status', token, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().data1[0].membership_no).toBe(SOMSRI);
    }
    const query = await t.app.inject({
      method: 'POST',
      url: `/api/member/member_status?membership_no=${SOMCHAI}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(query.json().data1[0].member_name).toBe('สมศรี');
  });

  it('answers 401 in Thai without a session', async () => {
    const res = await memberPost(t.app, '/api/member/member_status', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง');
  });

  it('masks the national ID down to its last digits', () => {
    expect(maskNationalId('1101700203451')).toBe('x-xxxx-xxxxx-x5-1');
    expect(maskNationalId('12345')).toBe('x-xxxx-xxxxx-xx-x');
  });
});
