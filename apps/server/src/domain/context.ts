import type { Config } from '../config';
import type { Db } from '../db/database';
import type { SessionCache } from '../auth/session-cache';
import type { Mailer } from '../plugins/mailer';
import type { SiteDefaults } from '../site/site-defaults';
import type { ChannelSender } from '../notify/channel-sender';
import type { JobQueue } from '../jobs/job-definition';

/** Who is acting: a feature's rules and the audit log read it, whatever started the work. */
export type Actor =
  | { readonly kind: 'staff'; readonly username: string }
  | { readonly kind: 'member'; readonly membershipNo: string; readonly impersonator: string | null }
  | { readonly kind: 'member-group'; readonly memberGroupNo: string }
  | { readonly kind: 'visitor' }
  | { readonly kind: 'system'; readonly name: string };

/** Where a request came from; a command or a background job has no client. */
export interface Client {
  readonly address: string;
  readonly userAgent: string;
}

export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** What the process holds once, for every piece of work: the database, the clock and the services beside them. */
export interface Services {
  readonly db: Db;
  /** The clock every rule with time in it reads; tests move it. */
  readonly now: () => Date;
  readonly log: Logger;
  /** The deployment's settings: where files live, the keys of outside services. */
  readonly config: Config;
  /** This process's cache of live sessions, which ending a session must empty too. */
  readonly sessionCache: SessionCache;
  /** Absent when no SMTP server is configured. */
  readonly mailer: Mailer | undefined;
  readonly siteDefaults: SiteDefaults;
  /** Tells every process that what visitors see has changed. */
  readonly publicSiteChanged: () => Promise<void>;
  /** The channels a member's message can leave by (push, LINE, e-mail, SMS), each saying whether it is configured. */
  readonly channels: readonly ChannelSender[];
  /** Work queued to run outside the request, in the caller's transaction when it passes one (decision 052). */
  readonly jobs: JobQueue;
}

/**
 * What feature logic takes instead of an HTTP request, so that a route, a command and a background job can call
 * the same function: the services, who acts, and from where.
 */
export interface DomainContext extends Services {
  readonly actor: Actor;
  readonly client: Client | null;
}

/** The context of work no person started: a command or a job, named in the audit log. */
export const systemContext = (services: Services, name: string): DomainContext => ({ ...services, actor: { kind: 'system', name }, client: null });

/** The staff user acting, or a clear failure when the work was not started by one. */
export function staffActor(context: DomainContext): string {
  if (context.actor.kind !== 'staff') throw new Error(`staff work started by ${context.actor.kind}`);
  return context.actor.username;
}

/** The member acting, or a clear failure when the work was not started by one. */
export function memberActor(context: DomainContext): string {
  if (context.actor.kind !== 'member') throw new Error(`member work started by ${context.actor.kind}`);
  return context.actor.membershipNo;
}

/** The member group acting, or a clear failure when the work was not started by one. */
export function memberGroupActor(context: DomainContext): string {
  if (context.actor.kind !== 'member-group') throw new Error(`member-group work started by ${context.actor.kind}`);
  return context.actor.memberGroupNo;
}

/** The address the work came from, or a clear failure when no client started it. */
export function clientAddress(context: DomainContext): string {
  if (!context.client) throw new Error(`${context.actor.kind} work without a client`);
  return context.client.address;
}
