import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { LobbyGame } from '@/machines/lobby/lobby.types';
import { PvpRoomPicker } from '@/ui/screens/lobby/PvpRoomPicker';
import { SignedIn } from '../member/support';

const game: LobbyGame = {
  nodeId: 178045,
  gameId: 'JL0118',
  gameName: 'Texas Poker',
  gameType: 'PVP',
  vassalage: 'JL',
  gameCode: 'JL0118',
  iconUrl: '',
  defaultPlayType: null,
  maintenance: false,
};

/** A PVP game's room list (spec 02 §4) on the mock: the rooms, an empty list, a failed one. */
const meta = {
  title: 'Lobby/PVP rooms',
  component: PvpRoomPicker,
  args: { game, onPick: () => undefined, onClose: () => undefined },
  decorators: [
    (Story) => (
      <SignedIn account="player01">
        <Story />
      </SignedIn>
    ),
  ],
} satisfies Meta<typeof PvpRoomPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rooms: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const rooms = await page.findByRole('list', { name: 'Rooms' });
    await expect(within(rooms).getAllByRole('button')).toHaveLength(5);
  },
};
export const RoomsBothThemes: Story = { globals: { theme: 'both' } };
export const NoRoomOpen: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/GLS2_roomList', () =>
          HttpResponse.json({ success: true, value: { list: [] } }),
        ),
      ],
    },
  },
};
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/GLS2_roomList', () =>
          HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
};
