import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NoticeBar } from '@/ui/screens/layout/NoticeBar';
import NoticePage from '@/ui/screens/notice/NoticePage';

/** Home notice bar: scrolling titles, paused on hover, a click opens the notice at that index. */
const meta = {
  title: 'Shell/Layout/Notice bar',
  component: NoticeBar,
  args: {
    notices: [
      { id: 1, title: 'System upgrade on Sunday 02:00–04:00' },
      { id: 2, title: 'New slots from PG this week' },
      { id: 3, title: 'Deposit bonus extended' },
    ],
    onOpen: fn(),
  },
} satisfies Meta<typeof NoticeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {};
export const Empty: Story = { args: { notices: [] } };
/** /noticePage against the mock: 9 per page, pagination, HTML detail. */
export const AnnouncementPage: Story = { render: () => <NoticePage />, parameters: { route: '/noticePage' } };
