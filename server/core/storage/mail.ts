/** A message to a user: an activation or a password-reset code. */
export interface Mail {
  recipient: string;
  subject: string;
  body: string;
}

/** Where the backend sends mail; a server writes an outbox table (docs/server.md), the fake mode sends none. */
export interface MailPort {
  send(mail: Mail): Promise<void>;
}
