import { credentialErrors, signInSchema } from '@/domain/credentials';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactProblems = Partial<Record<keyof ContactMessage, string>>;

export const EMPTY_CONTACT: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** The translation key of each field's problem: name, a valid email and a message are required. */
export function contactProblems({ name, email, message }: ContactMessage): ContactProblems {
  const problems: ContactProblems = {};
  if (!name.trim()) problems.name = 'templates.onepage.contact.nameRequired';
  if (!signInSchema.shape.email.safeParse(email.trim()).success) problems.email = `validation.${credentialErrors.email}`;
  if (!message.trim()) problems.message = 'templates.onepage.contact.messageRequired';
  return problems;
}
