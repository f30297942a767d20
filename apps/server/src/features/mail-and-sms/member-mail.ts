import type { ChannelMessage } from '../../notify/channel-sender';
import { escapeHtml } from '../../text/escape-html';

/** What a member's e-mail says around the message itself. */
export const MAIL_TEXT = {
  greeting: (name: string) => `เรียน ${name}`,
  details: 'ดูรายละเอียด',
  detailsAt: (url: string) => `ดูรายละเอียดได้ที่ ${url}`,
  automatic: 'อีเมลฉบับนี้ส่งจากระบบบริการสมาชิกโดยอัตโนมัติ กรุณาอย่าตอบกลับ',
  choices: (url: string) => `เลือกเรื่องและช่องทางที่ต้องการรับการแจ้งเตือนได้ที่ ${url}`,
  choicesLink: 'ตั้งค่าการแจ้งเตือน',
} as const;

/** The member's settings page for notifications, linked from the foot of every mail. */
const CHOICES_PATH = '/member/notifications';

export interface MemberMail {
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** An address under the public URL (which may carry a path of its own); anything but a path of the portal goes to its root. */
const absolute = (publicUrl: string, path: string) => `${publicUrl}${path.startsWith('/') && !path.startsWith('//') ? path : '/'}`;

/**
 * The mail of one message in Thai: plain text and the same in simple HTML, the link made absolute, and a Message-ID
 * made from the delivery, so a retry of the same delivery is recognisably the same mail.
 */
export function memberMail(message: ChannelMessage, to: { name: string; coopName: string; publicUrl: string }): MemberMail {
  const link = absolute(to.publicUrl, message.link);
  const choices = absolute(to.publicUrl, CHOICES_PATH);
  const paragraphs = message.body.split(/\n{2,}/).map((p) => p.trim()).filter((p) => p !== '');
  const text = [
    MAIL_TEXT.greeting(to.name),
    ...paragraphs,
    MAIL_TEXT.detailsAt(link),
    `--\n${to.coopName}\n${MAIL_TEXT.automatic}\n${MAIL_TEXT.choices(choices)}`,
  ].join('\n\n');
  const p = (content: string, style = '') => `<p style="margin:0 0 16px;${style}">${content}</p>`;
  const html = [
    '<!doctype html><html lang="th"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Tahoma,\'Noto Sans Thai\',sans-serif;font-size:17px;line-height:1.6;color:#1c1917;max-width:560px;margin:0 auto;padding:16px">',
    p(escapeHtml(MAIL_TEXT.greeting(to.name))),
    ...paragraphs.map((paragraph) => p(escapeHtml(paragraph).replace(/\n/g, '<br>'))),
    p(
      `<a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold">${MAIL_TEXT.details}</a>`,
    ),
    p(
      `${escapeHtml(to.coopName)}<br>${MAIL_TEXT.automatic}<br><a href="${escapeHtml(choices)}" style="color:#1d4ed8">${MAIL_TEXT.choicesLink}</a>`,
      'font-size:14px;color:#57534e;border-top:1px solid #d6d3d1;padding-top:12px',
    ),
    '</body></html>',
  ].join('');
  const host = new URL(to.publicUrl).hostname;
  return { subject: message.title, text, html, messageId: `<delivery-${message.deliveryId.replace(/[^A-Za-z0-9.-]/g, '')}@${host}>` };
}
