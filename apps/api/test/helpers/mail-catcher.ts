/**
 * A local SMTP catcher for tests: MailDev (the same catcher `npm start` runs) on free ports, read
 * through its REST API as a developer reads its web inbox.
 */
import { MailDev } from 'maildev';

import { freePort } from './process.ts';

/** A caught mail as MailDev's REST API gives it (the fields the tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments?: { contentType: string; generatedFileName?: string; fileName?: string }[];
}

/** A running catcher. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>` for `SMTP_URL`. */
  smtpUrl: string;
  /** The web inbox and REST API. */
  webUrl: string;
  /** Every mail caught so far, oldest first. */
  mails(): Promise<CaughtMail[]>;
  /** The mails to `address`. */
  mailsTo(address: string): Promise<CaughtMail[]>;
  /** The raw source of a caught mail (headers and MIME parts, e.g. the calendar part). */
  source(id: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts MailDev on two free ports of 127.0.0.1. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const [smtp, web] = [await freePort(), await freePort()];
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  const webUrl = `http://127.0.0.1:${web}`;
  const mails = async () => (await (await fetch(`${webUrl}/api/email`)).json()) as CaughtMail[];
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl,
    mails,
    mailsTo: async (address) =>
      (await mails()).filter((mail) =>
        mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
      ),
    source: async (id) => (await fetch(`${webUrl}/api/email/${id}/source`)).text(),
    stop: () => maildev.stop(),
  };
}
