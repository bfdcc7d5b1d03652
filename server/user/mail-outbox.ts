/**
 * Where account e-mails go. Without an SMTP server configured, each message is written to a
 * file of the outbox folder (`data/outbox/` by default) and its link to the server log: an
 * operator reads it there; nothing pretends to have sent an e-mail.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';

/** A message to a user. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers messages; resolves with where the message went. */
export interface MailOutbox {
  send(message: MailMessage): Promise<string>;
}

/** An outbox folder: one `.eml` file per message, written and synced before it resolves. */
export class FolderOutbox implements MailOutbox {
  constructor(private readonly dir: string) {}

  async send(message: MailMessage): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    const body = [
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      message.text,
      '',
    ].join('\r\n');
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(body, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    return file;
  }
}
