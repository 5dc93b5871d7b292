import type { SiteLocale } from '@storefront/validation';
import type { Db } from '../db/client.js';
import { enquiries, leaveMessages, mailSubscriptions } from '../db/schema.js';

export interface LeaveMessageInput {
  name: string;
  company: string;
  department: string;
  address: string;
  phone: string;
  email: string;
  content: string;
}

export interface EnquiryInput {
  name: string;
  company: string;
  department: string;
  industryName: string;
  areaName: string;
  phone: string;
  email: string;
  content: string;
  otherTreeName?: string;
  catalogNumber?: string;
}

/** Visitors' text is stored as they meant it: without the blanks around it. */
const trimmed = (value: string): string => value.trim();
/** An optional field left empty is stored as null, not as an empty string. */
const optional = (value: string | undefined): string | null => value?.trim() || null;

/** Stores what visitors send through the site's forms (already validated by the handlers). */
export class FormsService {
  constructor(private readonly db: Db) {}

  async createLeaveMessage(input: LeaveMessageInput, locale: SiteLocale): Promise<{ id: number }> {
    const [row] = await this.db
      .insert(leaveMessages)
      .values({
        name: trimmed(input.name),
        company: trimmed(input.company),
        department: trimmed(input.department),
        address: trimmed(input.address),
        phone: trimmed(input.phone),
        email: trimmed(input.email),
        content: trimmed(input.content),
        locale,
      })
      .returning({ id: leaveMessages.id });
    if (!row) throw new Error('insert into leave_messages returned no row');
    return row;
  }

  async createEnquiry(input: EnquiryInput, locale: SiteLocale): Promise<{ id: number }> {
    const [row] = await this.db
      .insert(enquiries)
      .values({
        name: trimmed(input.name),
        company: trimmed(input.company),
        department: trimmed(input.department),
        industryName: trimmed(input.industryName),
        areaName: trimmed(input.areaName),
        phone: trimmed(input.phone),
        email: trimmed(input.email),
        content: trimmed(input.content),
        otherTreeName: optional(input.otherTreeName),
        catalogNumber: optional(input.catalogNumber),
        locale,
      })
      .returning({ id: enquiries.id });
    if (!row) throw new Error('insert into enquiries returned no row');
    return row;
  }

  /**
   * Subscribes an address once, whatever its case; `true` when it was new. A repeated
   * subscription (even two at the same moment) stores nothing: the unique index decides.
   */
  async subscribe(email: string, locale: SiteLocale): Promise<boolean> {
    const rows = await this.db
      .insert(mailSubscriptions)
      .values({ email: trimmed(email), locale })
      // The only unique key besides the id is lower(email).
      .onConflictDoNothing()
      .returning({ id: mailSubscriptions.id });
    return rows.length > 0;
  }
}
