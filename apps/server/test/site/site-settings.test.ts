import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../src/site/site-settings';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-site-settings-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeJson(name: string, content: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('readSiteSettings', () => {
  it('reads nothing when nothing is configured', () => {
    expect(readSiteSettings({})).toEqual({ values: {}, logoFile: undefined });
  });

  it('reads the COOP_* variables, lists split at commas and the switch as 1 or 0', () => {
    const settings = readSiteSettings({
      COOP_NAME_TH: ' สหกรณ์ออมทรัพย์ครูเชียงราย จำกัด ',
      COOP_NAME_EN: 'Chiang Rai Teachers Savings Cooperative, Limited',
      COOP_ADDRESS: '1 ถนนพหลโยธิน เชียงราย 57000',
      COOP_PHONES: '053-111-111, 053-111-112',
      COOP_EMAIL: 'info@coop.example',
      COOP_FACEBOOK_URL: 'https://www.facebook.com/coop.example',
      COOP_GRAYSCALE: '0',
      COOP_LOGO_FILE: 'logo.png',
      COOP_LINE_URL: '',
    });
    expect(settings.values).toEqual({
      coop_name_th: 'สหกรณ์ออมทรัพย์ครูเชียงราย จำกัด',
      coop_name_en: 'Chiang Rai Teachers Savings Cooperative, Limited',
      address: '1 ถนนพหลโยธิน เชียงราย 57000',
      phones: ['053-111-111', '053-111-112'],
      email: 'info@coop.example',
      facebook_url: 'https://www.facebook.com/coop.example',
      grayscale: false,
    });
    expect(settings.logoFile).toBe(path.resolve('logo.png'));
  });

  it('reads SITE_CONFIG_FILE, its logo_file relative to the file, and lets a variable override a key', () => {
    const file = writeJson('site.json', {
      coop_name_th: 'สหกรณ์จากไฟล์ จำกัด',
      military_lines: ['25-5101'],
      logo_file: 'images/logo.svg',
    });
    const settings = readSiteSettings({ SITE_CONFIG_FILE: file, COOP_NAME_TH: 'สหกรณ์จากตัวแปร จำกัด' });
    expect(settings.values).toEqual({ coop_name_th: 'สหกรณ์จากตัวแปร จำกัด', military_lines: ['25-5101'] });
    expect(settings.logoFile).toBe(path.join(dir, 'images', 'logo.svg'));
  });

  it('names every problem of the variables at once', () => {
    const read = () =>
      readSiteSettings({
        COOP_EMAIL: 'not-an-address',
        COOP_FACEBOOK_URL: 'javascript:alert(1)',
        COOP_GRAYSCALE: 'yes',
        COOP_NAME_EN: 'x'.repeat(201),
        COOP_ADDRESS: 'line one\nline two',
      });
    expect(read).toThrow(/COOP_EMAIL "not-an-address" is not an e-mail address/);
    expect(read).toThrow(/COOP_FACEBOOK_URL "javascript:alert\(1\)" is not an http\(s\) address/);
    expect(read).toThrow(/COOP_GRAYSCALE must be 1 or 0, got "yes"/);
    expect(read).toThrow(/COOP_NAME_EN must be at most 200 characters/);
    expect(read).toThrow(/COOP_ADDRESS must not contain control characters or line breaks/);
  });

  it('refuses a file that is not JSON, with its path', () => {
    const file = writeJson('broken.json', '{"coop_name_th": ');
    expect(() => readSiteSettings({ SITE_CONFIG_FILE: file })).toThrow(`SITE_CONFIG_FILE (${file}): cannot be read as JSON`);
  });

  it('refuses a missing file', () => {
    expect(() => readSiteSettings({ SITE_CONFIG_FILE: path.join(dir, 'absent.json') })).toThrow(/absent\.json\): cannot be read as JSON: ENOENT/);
  });

  it('names unknown keys and values of the wrong type in the file', () => {
    const file = writeJson('wrong.json', { coop_name: 'typo', phones: '053-111-111', coop_name_th: '' });
    const read = () => readSiteSettings({ SITE_CONFIG_FILE: file });
    expect(read).toThrow(/"coop_name" is not a setting \(known: coop_name_th, /);
    expect(read).toThrow(/phones must be array/);
  });

  it('checks the values in the file by the same rules as the variables', () => {
    const file = writeJson('empty-name.json', { coop_name_th: ' ', phones: ['053-111-111', ''] });
    const read = () => readSiteSettings({ SITE_CONFIG_FILE: file });
    expect(read).toThrow(/coop_name_th must not be empty/);
    expect(read).toThrow(/phones entry "" must be 1 to 40 characters/);
  });
});
