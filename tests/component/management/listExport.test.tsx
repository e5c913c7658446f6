// The list's Export button: the export call with the list's filters and page 1 of 9999, and
// 'export file failed' when it fails. The file itself is fetched in the browser tests (jsdom's
// Blob cannot carry a download), so downloadFile is replaced here and its arguments checked.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rowKeys, WAIT } from '../renderApp';
import { filterBy, openList, signedInEachTest } from './manage';

const downloadFile = vi.hoisted(() => vi.fn());
vi.mock('../../../src/ui/download', async (original) => ({
  ...(await original<typeof import('../../../src/ui/download')>()),
  downloadFile,
}));

signedInEachTest();

describe('Export on the ad unit list', () => {
  it('sends the filters with page_index 1 and page_size 9999', async () => {
    downloadFile.mockResolvedValueOnce(undefined);
    const app = await openList('/appManager/zoneList', 'reader_banner');
    await filterBy(app, 'App Name', 'PuzzleQuest');
    await waitFor(() => expect(rowKeys()).toEqual(['puzzle_reward', 'puzzle_open']), WAIT);

    await app.user.click(screen.getByRole('button', { name: /Export/ }));

    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1), WAIT);
    const [call, , , query] = downloadFile.mock.calls[0];
    expect(call).toMatchObject({ method: 'GET', path: '/ssp_publisher/adunit/export' });
    expect(query).toMatchObject({ app_name: 'PuzzleQuest', page_index: 1, page_size: 9999 });
  });

  it("says 'export file failed' when the export fails", async () => {
    downloadFile.mockRejectedValueOnce(new Error('refused'));
    const app = await openList('/appManager/zoneList', 'reader_banner');
    await app.user.click(screen.getByRole('button', { name: /Export/ }));
    await screen.findByText('export file failed', undefined, WAIT);
  });
});
