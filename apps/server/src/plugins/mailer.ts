import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same text as simple HTML, for a member's message. */
  html?: string;
  /** `<id@host>`, made from what the mail is about, so a retried mail is recognisably the same one. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent when the cooperative configured no SMTP_URL: nothing is mailed and nothing waits for mail. */
    mailer: Mailer | undefined;
  }
}

/** A mailer on the cooperative's SMTP server (SMTP_URL), one pooled transport, and how to close it; none without SMTP_URL. */
export function smtpMailer({ smtpUrl, from }: Config['mail']): { mailer: Mailer; close: () => void } | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    mailer: {
      async send(message: MailMessage) {
        await transport.sendMail({ ...message, from });
      },
    },
    close: () => transport.close(),
  };
}

/** Mail through the cooperative's own SMTP server (SMTP_URL), one pooled transport per process. */
export default fp(
  async (app) => {
    const smtp = smtpMailer(app.config.mail);
    app.decorate('mailer', smtp?.mailer);
    if (smtp) app.addHook('onClose', async () => smtp.close());
  },
  { name: 'mailer', dependencies: ['context'] },
);
