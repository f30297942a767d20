import type { ChannelSender } from '../../notify/channel-sender';
import { sendSms } from '../../sms/sms-gateway';
import { findMemberContact, memberAddressOnFile, thaiMobile } from './member-contact-queries';

/**
 * A member's message by SMS to the mobile number on file: the title and the body, never the link (sendSms takes out
 * any link the text carries and cuts it to two parts).
 */
export const smsSender: ChannelSender = {
  channel: 'sms',
  configured: (services) => services.config.sms !== undefined,
  reachable: (membershipNo) => memberAddressOnFile(membershipNo, 'phone', thaiMobile),
  async send(services, message) {
    const { config, db } = services;
    if (!config.sms) return { kind: 'failed', reason: 'SMS is not configured' };
    const member = await findMemberContact(db, message.membershipNo);
    if (!member?.mobile_usable) return { kind: 'no-address' };
    return sendSms(config.sms, member.phone, `${message.title}\n${message.body}`, services.now());
  },
};
