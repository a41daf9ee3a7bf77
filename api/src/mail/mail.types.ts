/** One e-mail as a feature hands it to the outbox. */
export interface OutgoingMail {
  /** What it is, for the mailbox and logs: 'contact.team', 'contact.receipt', 'newsletter.confirm'… */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. Names and values must be single lines. */
  headers?: Record<string, string>;
}

/** A row of the `mail_outbox` table. */
export interface OutboxRow {
  id: string;
  message_id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}
