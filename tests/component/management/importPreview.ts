import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/runtime/node';

/** A preview row of the import: a good one, or a failed one with its remark. */
export const row = (adunit_name: string, remark = '', app_name = 'NewsReader') => ({
  app_name,
  adformat: 'banner',
  instream_type: '',
  adunit_name,
  price: '1.25',
  remark,
});

/** The import's preview answer for these rows, with the counts and the failed rows' file. */
export function previewAnswers(rows: ReturnType<typeof row>[]) {
  const failed = rows.filter((item) => item.remark).length;
  server.use(
    http.post('*/ssp_publisher/adunit/import', () =>
      HttpResponse.json({
        success: true,
        code: 0,
        msg: 'ok',
        data: {
          preview_data: rows,
          analysis_report_path: failed ? 'ad_unit_import_errors_1.xlsx' : '',
          success_count: rows.length - failed,
          error_count: failed,
        },
      }),
    ),
  );
}
