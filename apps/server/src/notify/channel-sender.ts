import type { RawBuilder } from 'kysely';
import type { Services } from '../domain/context';

/** The ways a message leaves the portal; the inbox is not one of them, it is always written. */
export const OUTSIDE_CHANNELS = ['push', 'line', 'email', 'sms'] as const;
export type OutsideChannel = (typeof OUTSIDE_CHANNELS)[number];

/** One message for one member on one channel, as the delivery job hands it to a sender. */
export interface ChannelMessage {
  /** The same on every retry of this delivery, so a provider that can drop a repeat (LINE's retry key) does. */
  readonly deliveryId: string;
  readonly membershipNo: string;
  /** Thai, short: a notification's title or an SMS's first words. */
  readonly title: string;
  readonly body: string;
  /** A path of the portal (`/member/deductions`); a sender that needs an address makes it from the configured origin. */
  readonly link: string;
  /** Security events pass quiet hours and cannot be turned off. */
  readonly security: boolean;
}

export type ChannelOutcome =
  | { readonly kind: 'sent' }
  /** The member has nothing to send to on this channel (no device, no linked account, no number). */
  | { readonly kind: 'no-address' }
  /** The provider is down, busy or answered 429/5xx: try again later, without holding up other channels. */
  | { readonly kind: 'retry'; readonly reason: string; readonly afterSeconds?: number }
  /** The provider refused the message for good. */
  | { readonly kind: 'failed'; readonly reason: string };

export interface ChannelSender {
  readonly channel: OutsideChannel;
  /** False when the deployment has not configured the channel: it is neither offered nor sent. */
  configured(services: Services): boolean;
  /**
   * SQL: whether the member whose number `membershipNo` holds has somewhere this channel can reach (a device with
   * push on, a linked LINE account, a usable address). Deliveries are queued only where it holds, and the broadcast
   * composer counts by it, so the count is what will be sent; `send` answers `no-address` where it no longer holds.
   * Every sender of the portal states it; a stand-in without it (a test's or a benchmark's peer) reaches every
   * member who chose the channel.
   */
  reachable?(membershipNo: RawBuilder<string>): RawBuilder<boolean>;
  send(services: Services, message: ChannelMessage): Promise<ChannelOutcome>;
}
