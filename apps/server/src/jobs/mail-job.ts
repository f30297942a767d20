import type { Db } from '../db/database';
import type { Services } from '../domain/context';
import type { MailMessage } from '../plugins/mailer';
import type { JobDefinition } from './job-definition';

export const MAIL_JOB = 'mail';

/**
 * One mail through the cooperative's SMTP server, retried while the server is away. A one-time code lives 10
 * minutes, so the retries end within about five; the message (the code in it) is erased once the job is over.
 */
export const mailJob: JobDefinition<MailMessage> = {
  name: MAIL_JOB,
  retryLimit: 4,
  backoff: { baseSeconds: 10, maxSeconds: 120 },
  eraseData: true,
  async handler(context, message) {
    if (!context.mailer) throw new Error('no SMTP server is configured (SMTP_URL)');
    if (!message.to) throw new Error('the message was erased');
    await context.mailer.send(message);
  },
};

/** Queues a mail, in the caller's transaction when given one: it leaves once the work commits, not before. */
export const sendMailLater = (services: Services, message: MailMessage, db?: Db): Promise<string | null> => services.jobs.send(MAIL_JOB, message, {}, db);
