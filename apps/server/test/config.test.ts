import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';

describe('SEED_DEMO', () => {
  it('is unset by default, which seeds the embedded database only', () => {
    expect(readConfig({}).seedDemo).toBeUndefined();
  });

  it('turns demo data on with 1 and off with 0, for either database', () => {
    expect([readConfig({ SEED_DEMO: '1' }).seedDemo, readConfig({ SEED_DEMO: 'true' }).seedDemo]).toEqual([true, true]);
    expect([readConfig({ SEED_DEMO: '0' }).seedDemo, readConfig({ SEED_DEMO: 'false' }).seedDemo]).toEqual([false, false]);
  });

  it('refuses any other value at start', () => {
    expect(() => readConfig({ SEED_DEMO: 'no' })).toThrow('SEED_DEMO must be 1 or 0, got no');
  });
});

describe('notification stream caps', () => {
  it('default to 5 per address and 1000 in all', () => {
    expect(readConfig({}).notificationStreams).toEqual({ perAddress: 5, total: 1000 });
  });

  it('are read from NOTIFICATION_STREAMS_PER_ADDRESS and NOTIFICATION_STREAMS_TOTAL', () => {
    expect(readConfig({ NOTIFICATION_STREAMS_PER_ADDRESS: '2', NOTIFICATION_STREAMS_TOTAL: '50' }).notificationStreams).toEqual({ perAddress: 2, total: 50 });
  });

  it('refuse a value that is not a whole number of at least 1 at start', () => {
    expect(() => readConfig({ NOTIFICATION_STREAMS_TOTAL: '0' })).toThrow('NOTIFICATION_STREAMS_TOTAL must be a whole number of at least 1, got 0');
  });
});

describe('COSTLY_LIMIT_FACTOR', () => {
  it('leaves the costly routes\' allowances as decision 070 sets them when unset', () => {
    expect(readConfig({}).costlyLimitFactor).toBe(1);
  });

  it('refuses a factor that is not a whole number of at least 1 at start', () => {
    expect(() => readConfig({ COSTLY_LIMIT_FACTOR: '0.5' })).toThrow('COSTLY_LIMIT_FACTOR must be a whole number of at least 1, got 0.5');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, 0 or false', () => {
    for (const value of [undefined, '', '0', 'false']) expect(readConfig({ TRUST_PROXY: value }).trustProxy, value).toBe(false);
  });

  it('reads a number as a hop count, never as "trust every hop"', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('trusts every hop only when given true', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('reads a comma list of proxy addresses and CIDR ranges', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
    ]);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', '1.5', '11'])('refuses %s at start', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('reCAPTCHA', () => {
  it('needs the site key with the secret, so the logon page can show the widget the server asks for', () => {
    expect(() => readConfig({ RECAPTCHA_SECRET: 's' })).toThrow('RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together');
    expect(() => readConfig({ RECAPTCHA_SITE_KEY: 'k' })).toThrow('RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together');
  });

  it("loads Google's widget script unless told otherwise", () => {
    const config = readConfig({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' });
    expect(config.recaptchaScriptUrl).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    expect(readConfig({ RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/api.js' }).recaptchaScriptUrl).toBe('http://127.0.0.1:9/api.js');
  });
});

describe('error reporting', () => {
  it('is off without SENTRY_DSN and SENTRY_WEB_DSN', () => {
    expect(readConfig({}).errorReporting).toMatchObject({ dsn: undefined, webDsn: undefined });
  });

  it('takes SENTRY_RELEASE over the release the build baked in', () => {
    expect(readConfig({ SENTRY_RELEASE: '2.0.0+abc1234' }).errorReporting.release).toBe('2.0.0+abc1234');
  });

  it('refuses a DSN that is not an http(s) URL at start', () => {
    expect(() => readConfig({ SENTRY_DSN: 'public@errors.example.org/1' })).toThrow(/SENTRY_DSN/);
    expect(() => readConfig({ SENTRY_WEB_DSN: 'ftp://public@errors.example.org/1' })).toThrow(/SENTRY_WEB_DSN/);
  });
});

describe('PROMPTPAY_BILLER_ID', () => {
  it('is unset by default, so the delivery letter has no QR', () => {
    expect(readConfig({}).promptPayBillerId).toBeUndefined();
  });

  it('takes a 15-digit biller ID', () => {
    expect(readConfig({ PROMPTPAY_BILLER_ID: '099400012345601' }).promptPayBillerId).toBe('099400012345601');
  });

  it('refuses anything else at start', () => {
    expect(() => readConfig({ PROMPTPAY_BILLER_ID: '0994000123456' })).toThrow('PROMPTPAY_BILLER_ID must be 15 digits');
  });
});

describe('PAYMENT_BANK_*', () => {
  const ACCOUNT = { PAYMENT_BANK_NAME: 'ธนาคารกรุงไทย', PAYMENT_BANK_ACCOUNT_NO: '123-4-56789-0', PAYMENT_BANK_ACCOUNT_NAME: 'สหกรณ์ทดสอบ' };

  it('is unset by default', () => {
    expect(readConfig({}).paymentBankAccount).toBeUndefined();
  });

  it('takes the bank, the account number and the account name together', () => {
    expect(readConfig(ACCOUNT).paymentBankAccount).toEqual({ bankName: 'ธนาคารกรุงไทย', accountNo: '123-4-56789-0', accountName: 'สหกรณ์ทดสอบ' });
  });

  it('refuses a part missing or a number that is not 10 to 15 digits at start', () => {
    expect(() => readConfig({ ...ACCOUNT, PAYMENT_BANK_ACCOUNT_NAME: '' })).toThrow('must be set together');
    expect(() => readConfig({ ...ACCOUNT, PAYMENT_BANK_ACCOUNT_NO: '12-34' })).toThrow('PAYMENT_BANK_ACCOUNT_NO must be 10 to 15 digits');
  });
});

describe('LINE (decision 055)', () => {
  const LINE = { LINE_CHANNEL_SECRET: 'secret', LINE_CHANNEL_ACCESS_TOKEN: 'token', LINE_BOT_BASIC_ID: '@123abcde', PUBLIC_URL: 'https://coop.example/' };

  it('is off unless configured', () => {
    expect(readConfig({}).line).toBeUndefined();
  });

  it('reads the channel, the account and LINE\'s address, which defaults to api.line.me', () => {
    expect(readConfig(LINE).line).toEqual({ channelSecret: 'secret', channelAccessToken: 'token', apiUrl: 'https://api.line.me', basicId: '@123abcde', publicUrl: 'https://coop.example' });
    expect(readConfig({ ...LINE, LINE_API_URL: 'http://127.0.0.1:9000/' }).line?.apiUrl).toBe('http://127.0.0.1:9000');
  });

  it('refuses at start a part of the settings, a missing PUBLIC_URL, an ID without its @ or an address that is not http(s)', () => {
    expect(() => readConfig({ LINE_CHANNEL_SECRET: 'secret' })).toThrow('must be set together');
    expect(() => readConfig({ ...LINE, PUBLIC_URL: '' })).toThrow('LINE needs PUBLIC_URL');
    expect(() => readConfig({ ...LINE, LINE_BOT_BASIC_ID: '123abcde' })).toThrow('LINE_BOT_BASIC_ID');
    expect(() => readConfig({ ...LINE, LINE_API_URL: 'ftp://x' })).toThrow('LINE_API_URL');
  });
});

describe('SMS_GATEWAY_*', () => {
  const THAI_BULK = { SMS_GATEWAY_URL: 'https://api-v2.thaibulksms.com/sms', SMS_GATEWAY_KEY: 'key', SMS_GATEWAY_SECRET: 'secret', SMS_SENDER: 'COOP' };

  it('is unset by default, so nothing is texted', () => {
    expect(readConfig({}).sms).toBeUndefined();
  });

  it('defaults to a form with HTTP Basic and numbers as 66…, as ThaiBulkSMS takes them', () => {
    expect(readConfig({ ...THAI_BULK, SMS_GATEWAY_EXTRA: 'force=corporate&shorten_url=false' }).sms).toEqual({
      url: 'https://api-v2.thaibulksms.com/sms',
      key: 'key',
      secret: 'secret',
      sender: 'COOP',
      auth: 'basic',
      body: 'form',
      numberFormat: '66',
      extraFields: { force: 'corporate', shorten_url: 'false' },
    });
  });

  it('takes JSON, a bearer key without a secret, and numbers as 0…', () => {
    const env = { SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_KEY: 'token', SMS_SENDER: 'COOP', SMS_GATEWAY_AUTH: 'bearer', SMS_GATEWAY_BODY: 'json', SMS_NUMBER_FORMAT: '0' };
    expect(readConfig(env).sms).toMatchObject({ auth: 'bearer', body: 'json', numberFormat: '0', secret: '' });
  });

  it('refuses a gateway without its key, sender or secret, or with a word it does not know, at start', () => {
    expect(() => readConfig({ ...THAI_BULK, SMS_SENDER: '' })).toThrow('SMS_GATEWAY_URL needs SMS_GATEWAY_KEY and SMS_SENDER');
    expect(() => readConfig({ ...THAI_BULK, SMS_GATEWAY_SECRET: '' })).toThrow('SMS_GATEWAY_AUTH=basic needs SMS_GATEWAY_SECRET');
    expect(() => readConfig({ ...THAI_BULK, SMS_GATEWAY_BODY: 'xml' })).toThrow('SMS_GATEWAY_BODY must be one of form, json, got xml');
    expect(() => readConfig({ ...THAI_BULK, SMS_GATEWAY_URL: 'ftp://sms.example' })).toThrow('SMS_GATEWAY_URL must be an http(s) URL');
  });
});

describe('staff secret keys', () => {
  const key = Buffer.alloc(32, 7).toString('base64');
  const old = Buffer.alloc(32, 3).toString('base64');

  it('are unset without STAFF_SECRET_KEY: the start reads or makes the key file', () => {
    expect(readConfig({}).staffSecretKeys).toBeUndefined();
  });

  it('seal with STAFF_SECRET_KEY and also open with STAFF_SECRET_KEYS_PREVIOUS', () => {
    expect(readConfig({ STAFF_SECRET_KEY: key, STAFF_SECRET_KEYS_PREVIOUS: old }).staffSecretKeys).toEqual({
      current: Buffer.alloc(32, 7),
      previous: [Buffer.alloc(32, 3)],
    });
  });

  it('refuse a key that is not 32 bytes of base64 at start', () => {
    expect(() => readConfig({ STAFF_SECRET_KEY: 'short' })).toThrow('STAFF_SECRET_KEY must be 32 random bytes in base64 (openssl rand -base64 32)');
  });

  it('refuse previous keys without a current one at start', () => {
    expect(() => readConfig({ STAFF_SECRET_KEYS_PREVIOUS: old })).toThrow('STAFF_SECRET_KEYS_PREVIOUS needs STAFF_SECRET_KEY');
  });
});

describe('passkeys’ relying party (decision 074)', () => {
  it('is http://localhost with the port when PUBLIC_URL is unset: the demo’s npm start', () => {
    expect(readConfig({ PORT: '3000' }).passkeys).toEqual({ origin: 'http://localhost:3000', rpId: 'localhost' });
  });

  it('is the https PUBLIC_URL’s origin and host name', () => {
    expect(readConfig({ PUBLIC_URL: 'https://member.coop.example/' }).passkeys).toEqual({ origin: 'https://member.coop.example', rpId: 'member.coop.example' });
  });

  it('is off for a plain-http PUBLIC_URL other than localhost, and for an address', () => {
    expect(readConfig({ PUBLIC_URL: 'http://member.coop.example' }).passkeys).toBeUndefined();
    expect(readConfig({ PUBLIC_URL: 'https://203.0.113.5' }).passkeys).toBeUndefined();
  });
});
