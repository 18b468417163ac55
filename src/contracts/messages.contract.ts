import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { idLike, pageQuery, pagedList } from './common';
import { anyValue, responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';

const c = initContract();

/** The unread count is a bare number in `value` (G: `{"value":1}`). */
export const unreadCountValue = z.number().int().nonnegative();

/** Designed: the wire lists the inbox calls (§1.10) without a message's fields. */
export const inboxMessage = designed(
  z
    .object({
      id: idLike,
      title: z.string(),
      content: z.string().nullish(),
      /** Epoch ms or a date string. */
      createTime: z.union([z.number(), z.string()]).nullish(),
      isRead: z.boolean().nullish(),
      sender: z.string().nullish(),
    })
    .passthrough(),
);
export type InboxMessage = z.infer<typeof inboxMessage>;

export const inboxValue = pagedList(inboxMessage);
export type InboxValue = z.infer<typeof inboxValue>;

/** Designed body; the wire names `messageIds` as the legacy delete's query only (§1.10). */
export const messageIdsBody = designed(z.object({ messageIds: z.array(idLike).min(1) }));
export type MessageIdsBody = z.infer<typeof messageIdsBody>;

export const messagesContract = c.router(
  {
    unreadCount: {
      method: 'GET',
      path: '/wps/relay/CSP_unreadCount',
      responses: responds(unreadCountValue),
      summary: 'Unread message count for the header badge',
      metadata: meta({ modId: 'INBOX3', token: true, encrypted: false, source: 'A' }),
    },
    inbox: {
      method: 'GET',
      path: '/wps/relay/CSP_getInbox',
      query: designed(pageQuery),
      responses: responds(inboxValue),
      summary: 'Inbox messages, paged',
      metadata: meta({ modId: 'INBOX3', token: true, encrypted: false, source: 'B' }),
    },
    markRead: {
      method: 'POST',
      path: '/wps/message/read',
      body: messageIdsBody,
      responses: responds(anyValue),
      summary: 'Mark messages as read (legacy path)',
      metadata: meta({ modId: 'INBOX3', token: true, encrypted: false, source: 'L' }),
    },
    remove: {
      method: 'DELETE',
      path: '/wps/message/inbox',
      query: z.object({ messageIds: z.string().min(1) }),
      body: c.noBody(),
      responses: responds(anyValue),
      summary: 'Delete inbox messages (?messageIds=comma-separated ids, legacy path)',
      metadata: meta({ modId: 'INBOX3', token: true, encrypted: false, source: 'L' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('messages', messagesContract);
