import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

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

/** Mail through the cooperative's own SMTP server (SMTP_URL), one pooled transport per process. */
export default fp(
  async (app) => {
    const { smtpUrl, from } = app.config.mail;
    if (!smtpUrl) {
      app.decorate('mailer', undefined);
      return;
    }
    const transport = nodemailer.createTransport(smtpUrl, { from });
    app.decorate('mailer', {
      async send(message: MailMessage) {
        await transport.sendMail({ ...message, from });
      },
    });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer', dependencies: ['context'] },
);
