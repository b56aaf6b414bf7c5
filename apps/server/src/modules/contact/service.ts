import { createHmac } from 'node:crypto';
import {
  type Actor,
  CONTACT_MESSAGES_PER_WINDOW,
  CONTACT_WINDOW_MS,
  ContactMessageSchema,
  DomainError,
  messages,
  type SupportRequest,
} from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import type { Mailer } from '../../mail/mailer.js';
import { supportMessageMail } from '../../mail/support-message.js';
import * as accounts from '../people/repository.js';
import * as repo from './repository.js';

/**
 * What counts as one client for the rate limit: an IPv4 address, or the /64 network of an IPv6
 * address (one household or phone usually holds a whole /64 and can pick any address in it).
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const halves = address.split('::');
  if (halves.length > 2) return address;
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const zeros =
    halves.length === 2 ? Array(Math.max(0, 8 - head.length - tail.length)).fill('0') : [];
  const all = [...head, ...zeros, ...tail];
  if (all.length !== 8 || !all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  const network = all.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${network.join(':')}::/64`;
}

export interface Sender {
  /** The client address as Fastify sees it (TRUST_PROXY decides whether proxies are believed). */
  ip: string;
  /** The verified access token, if one came with the request. */
  access: Actor | null;
}

/**
 * The contact form: a message is kept in support_messages and e-mailed to support with the
 * sender as Reply-To. A logged-in sender writes as their account. At most
 * CONTACT_MESSAGES_PER_WINDOW messages per client address within CONTACT_WINDOW_MS, counted in
 * the database so the limit holds across processes and restarts.
 */
export function createContactService(deps: {
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  supportEmail: string;
  /** Keys the address hash, so a stored hash cannot be reversed by trying every address. */
  secret: string;
}) {
  const { db, dialect, mailer, clock, log, supportEmail } = deps;
  const hashKey = createHmac('sha256', deps.secret).update('support-ip').digest();
  const ipHash = (ip: string) =>
    createHmac('sha256', hashKey).update(clientKey(ip)).digest('base64url');

  /** Name and e-mail of the account, or the ones the visitor typed (then required). */
  async function whoWrites(input: SupportRequest, access: Sender['access']) {
    const person = access ? await accounts.findPersonById(db, access.role, access.id) : null;
    if (person) {
      return {
        name: [person.name, person.surname].filter(Boolean).join(' ') || person.email,
        email: person.email,
        account: access,
      };
    }
    const checked = ContactMessageSchema.safeParse(input);
    if (!checked.success) {
      throw new DomainError(
        'VALIDATION',
        checked.error.issues[0]?.message ?? messages.common.badRequest,
      );
    }
    return { name: checked.data.name, email: checked.data.email, account: null };
  }

  return {
    /** Resolves once the message is kept and e-mailed; a robot's (honeypot) is silently dropped. */
    async send(input: SupportRequest, sender: Sender): Promise<void> {
      if (input.website?.trim()) {
        log.info('contact form: honeypot filled in, message dropped');
        return;
      }
      const writer = await whoWrites(input, sender.access);

      const now = clock();
      const since = now - CONTACT_WINDOW_MS;
      const hash = ipHash(sender.ip);
      const id = uuidv7(now);
      await repo.forgetAddressesBefore(db, since);
      const kept = await repo.insertWithinLimit(
        db,
        dialect,
        {
          id,
          name: writer.name,
          email: writer.email,
          subject: input.select,
          message: input.message,
          studentId: writer.account?.role === 'student' ? writer.account.id : null,
          teacherId: writer.account?.role === 'supervisor' ? writer.account.id : null,
          ipHash: hash,
          createdAt: now,
          mailedAt: null,
        },
        since,
        CONTACT_MESSAGES_PER_WINDOW,
      );
      if (!kept.kept) {
        const freeAt = (kept.oldest ?? now) + CONTACT_WINDOW_MS;
        throw new DomainError(
          'TOO_MANY_MESSAGES',
          messages.contact.tooMany,
          Math.max(1, Math.ceil((freeAt - now) / 1000)),
        );
      }

      try {
        await mailer.send(
          supportMessageMail({
            to: supportEmail,
            name: writer.name,
            email: writer.email,
            subject: input.select,
            message: input.message,
            account: writer.account
              ? {
                  role: writer.account.role === 'student' ? 'elev' : 'handledare',
                  id: writer.account.id,
                }
              : null,
            sentAt: new Date(now),
          }),
        );
      } catch (error) {
        // Not sent means not received: the sender still has the text and can send it again.
        log.error({ err: error }, 'could not e-mail a contact message to support');
        await repo.deleteSupportMessage(db, id);
        throw new DomainError('MAIL_FAILED', messages.contact.failed);
      }
      await repo.markMailed(db, id, clock());
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
