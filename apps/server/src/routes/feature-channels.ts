import { lineSender } from '../features/line-link/line-sender';
import { emailSender } from '../features/mail-and-sms/email-sender';
import { smsSender } from '../features/mail-and-sms/sms-sender';
import { pushChannel } from '../features/web-push/push-channel';
import type { ChannelSender } from '../notify/channel-sender';

/** Every channel a feature can send a member's message on, handed to the delivery jobs as a service. */
export const featureChannels: readonly ChannelSender[] = [pushChannel, lineSender, emailSender, smsSender];
