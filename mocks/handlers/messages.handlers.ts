import { contract } from '@/contracts';
import { db } from '../db';
import { implement, ok } from '../lib/handler';

export const messagesHandlers = [
  implement(contract.messages.unreadCount, ({ member }) =>
    ok(db.message.count({ where: { memberId: { equals: member.id }, read: { equals: false } } })),
  ),

  implement(contract.messages.inbox, ({ member, query }) => {
    const rows = db.message.findMany({
      where: { memberId: { equals: member.id } },
      orderBy: { createdAt: 'desc' },
    });
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    return ok({
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => ({
        id: m.id,
        title: m.title,
        content: m.content,
        createTime: m.createdAt,
        isRead: m.read,
        sender: 'System',
      })),
      totalCount: rows.length,
      totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
      pageNo,
    });
  }),

  implement(contract.messages.markRead, ({ member, body }) => {
    for (const id of body.messageIds) {
      db.message.updateMany({
        where: { id: { equals: Number(id) }, memberId: { equals: member.id } },
        data: { read: true },
      });
    }
    return ok(null);
  }),

  implement(contract.messages.remove, ({ member, query }) => {
    for (const id of query.messageIds.split(',')) {
      db.message.deleteMany({ where: { id: { equals: Number(id) }, memberId: { equals: member.id } } });
    }
    return ok(null);
  }),
];
