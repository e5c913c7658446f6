import type { ChannelRow } from '../../../schemas/channel';

/** The channels. */
export default function channelSeed(): ChannelRow[] {
  return [
    { id: 3001, name: 'Organic' },
    { id: 3002, name: 'Social' },
    { id: 3003, name: 'Newsletter' },
  ];
}
