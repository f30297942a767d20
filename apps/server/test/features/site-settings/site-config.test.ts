import path from 'node:path';
import { SiteConfig } from '@coop/contract';
import { sql } from 'kysely';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteConfig } from '../../../src/db/repositories/site-config-repository';
import { DEMO_SITE } from '../../../src/seed/demo-site';
import { loadSiteDefaults } from '../../../src/site/site-defaults';
import { startTestApp, type TestContext } from '../../support/test-app';

const logoFile = path.resolve(import.meta.dirname, '../../../assets/mediafiles/images/Utils/icon/file.png');
const CONFIGURED = {
  COOP_NAME_TH: 'สหกรณ์ออมทรัพย์ครูเชียงราย จำกัด',
  COOP_NAME_EN: 'Chiang Rai Teachers Savings Cooperative, Limited',
  COOP_ADDRESS: '1 ถนนพหลโยธิน อำเภอเมืองเชียงราย จังหวัดเชียงราย 57000',
  COOP_PHONES: '053-111-111,053-111-112',
  COOP_EMAIL: 'info@crt-coop.example',
  COOP_LOGO_FILE: logoFile,
};

const site = async (t: TestContext) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/info/site' });
  expect(res.statusCode).toBe(200);
  return res.json() as SiteConfig;
};

describe('GET /api/info/site on a new database with nothing configured', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a complete, neutral identity with the shipped logo and no contacts', async () => {
    const body = await site(t);
    expect(Value.Check(SiteConfig, body)).toBe(true);
    expect(body).toMatchObject({
      coop_name_th: 'สหกรณ์ออมทรัพย์',
      coop_name_en: 'Savings and Credit Cooperative',
      logo_url: '/images/logo.svg',
      head_office_name: 'สำนักงานใหญ่ สหกรณ์ออมทรัพย์',
      welcome_text: 'ยินดีต้อนรับสู่เว็บไซต์สหกรณ์ออมทรัพย์',
      address: '',
      phones: [],
      email: '',
      facebook_url: '',
    });
  });
});

describe('GET /api/info/site on a new database with the cooperative configured', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({}, await loadSiteDefaults(CONFIGURED));
  });
  afterAll(() => t.close());

  it('answers the configured identity, the lines derived from the name, and the configured logo', async () => {
    const body = await site(t);
    expect(Value.Check(SiteConfig, body)).toBe(true);
    expect(body).toMatchObject({
      coop_name_th: CONFIGURED.COOP_NAME_TH,
      coop_name_en: CONFIGURED.COOP_NAME_EN,
      address: CONFIGURED.COOP_ADDRESS,
      phones: ['053-111-111', '053-111-112'],
      email: CONFIGURED.COOP_EMAIL,
      head_office_name: `สำนักงานใหญ่ ${CONFIGURED.COOP_NAME_TH}`,
      welcome_text: `ยินดีต้อนรับสู่เว็บไซต์${CONFIGURED.COOP_NAME_TH}`,
      line_url: '',
    });
    expect(body.logo_url).toMatch(/^\/mediafiles\/site\/logo-[0-9a-f]{16}\.png$/);
  });

  it("prefers what staff stored, key by key, and keeps the configuration for the rest", async () => {
    await writeSiteConfig(t.database.db, { coop_name_th: 'สหกรณ์ที่เจ้าหน้าที่แก้ไข จำกัด', phones: ['053-999-999'] });
    const body = await site(t);
    expect(body.coop_name_th).toBe('สหกรณ์ที่เจ้าหน้าที่แก้ไข จำกัด');
    expect(body.phones).toEqual(['053-999-999']);
    expect(body.coop_name_en).toBe(CONFIGURED.COOP_NAME_EN);
    expect(body.email).toBe(CONFIGURED.COOP_EMAIL);
    await sql`delete from site_config`.execute(t.database.db);
  });

  it('passes over a stored value that does not fit its field, and unknown keys, instead of failing', async () => {
    await sql`insert into site_config (key, value) values ('coop_name_en', '42'), ('phones', '"053-000-000"'), ('no_such_key', '"x"')`.execute(
      t.database.db,
    );
    const body = await site(t);
    expect(body.coop_name_en).toBe(CONFIGURED.COOP_NAME_EN);
    expect(body.phones).toEqual(['053-111-111', '053-111-112']);
    expect(body).not.toHaveProperty('no_such_key');
    await sql`delete from site_config`.execute(t.database.db);
  });
});

describe('GET /api/info/site on the demo database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({}, await loadSiteDefaults(CONFIGURED));
    await writeSiteConfig(t.database.db, DEMO_SITE);
  });
  afterAll(() => t.close());

  it("serves the demo cooperative's stored identity over any configuration", async () => {
    expect(await site(t)).toEqual(DEMO_SITE);
  });

  it('reflects a change made by staff', async () => {
    await writeSiteConfig(t.database.db, { coop_name_th: 'สหกรณ์ทดสอบ จำกัด', grayscale: false });
    const body = await site(t);
    expect(body.coop_name_th).toBe('สหกรณ์ทดสอบ จำกัด');
    expect(body.grayscale).toBe(false);
    expect(body.email).toBe(DEMO_SITE.email);
  });
});

describe('GET /api/info/site with reCAPTCHA configured', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({
      recaptchaSecret: 'the-secret',
      recaptchaSiteKey: 'the-site-key',
      recaptchaScriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
    });
  });
  afterAll(() => t.close());

  it('gives the logon page the site key and script, never the secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/site' });
    expect(res.json().recaptcha).toEqual({
      site_key: 'the-site-key',
      script_url: 'https://www.google.com/recaptcha/api.js?render=explicit',
    });
    expect(res.body).not.toContain('the-secret');
  });
});

describe('GET /api/info/site without reCAPTCHA', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has no widget settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/site' });
    expect(res.json()).not.toHaveProperty('recaptcha');
  });
});
