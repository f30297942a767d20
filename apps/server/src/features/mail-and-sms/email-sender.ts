import { formatThaiName } from '@coop/thai-format';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import type { ChannelOutcome, ChannelSender } from '../../notify/channel-sender';
import { findMemberContact, memberAddressOnFile, usableEmail } from './member-contact-queries';
import { memberMail } from './member-mail';

/** How an SMTP refusal is read: a 5xx is the receiving side's final word; a 4xx, a lost connection or a timeout may pass later. */
function mailFailure(error: unknown): ChannelOutcome {
  const { responseCode, code, message } = (typeof error === 'object' && error !== null ? error : {}) as { responseCode?: unknown; code?: unknown; message?: unknown };
  const reason = `SMTP ${String(responseCode ?? code ?? '')} ${String(message ?? error)}`.replace(/\s+/g, ' ').slice(0, 300);
  // a wrong login is the deployment's to fix, not the member's: it is worth trying again once it is fixed
  if (typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH') return { kind: 'failed', reason };
  return { kind: 'retry', reason };
}

/**
 * A member's message by e-mail to the address on file, through the cooperative's SMTP server. It needs PUBLIC_URL
 * besides SMTP_URL: a mail without the page's absolute address is no use to a member.
 */
export const emailSender: ChannelSender = {
  channel: 'email',
  configured: (services) => services.mailer !== undefined && services.config.publicUrl !== undefined,
  reachable: (membershipNo) => memberAddressOnFile(membershipNo, 'email', usableEmail),
  async send(services, message) {
    const { mailer, config, db } = services;
    if (!mailer || !config.publicUrl) return { kind: 'failed', reason: 'e-mail is not configured' };
    const member = await findMemberContact(db, message.membershipNo);
    if (!member?.email_usable) return { kind: 'no-address' };
    const to = member.email.trim();
    const site = await readSiteConfig(db, services.siteDefaults.site);
    const mail = memberMail(message, {
      name: formatThaiName(member.prename, member.first_name, member.last_name),
      coopName: site.coop_name_th,
      publicUrl: config.publicUrl,
    });
    try {
      await mailer.send({ to, ...mail });
      return { kind: 'sent' };
    } catch (error) {
      return mailFailure(error);
    }
  },
};
