import { isIPv4, isIPv6 } from 'node:net';

/**
 * An address as the owner's session list shows it: enough to tell home from the office or another country, not
 * enough to single out a line. IPv4 keeps its first three parts ("203.0.113.*"), IPv6 its first three groups, the
 * network a provider gives a customer at most ("2001:db8:1::*"); anything else is not shown.
 */
export function maskedAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.*`;
  if (isIPv6(ip)) {
    const [head = ''] = ip.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    return `${groups.length ? groups.join(':') : '0'}::*`;
  }
  return 'ไม่ทราบ';
}
