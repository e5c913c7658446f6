import { ApiOutlined } from '@ant-design/icons';
import { Alert, Card, Collapse, Descriptions, Skeleton, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CONTRACT_FILE } from '../../calls/openapi/address';
import { API_BASES } from '../../config';
import { ApiTokenField, useApiToken } from '../../ui/ApiToken';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { loadReports } from '../reportList';
import {
  TOKEN_PLACEHOLDER,
  comparisonCalls,
  reportUrl,
  requestParameters,
  type ParameterDoc,
} from './apiRequest';
import { CURRENT_PERIOD_CALL, PREVIOUS_PERIOD_CALL } from './ApiRequestButton';
import { COMPARE_LABEL } from '../compare/CompareSwitch';
import '../report.css';
import type { ReportView } from '../types';
import './reportApi.css';
import { t } from '../../i18n';
import { tNodes } from '../../i18n/tNodes';

type Reports = Awaited<ReturnType<typeof loadReports>>;

const { Paragraph, Text, Title } = Typography;

/** A text whose `quoted` parts are code, as apiRequest writes allowed values. */
const withCode = (text: string) =>
  text.split('`').map((part, index) =>
    index % 2 ? (
      <Text code key={index}>
        {part}
      </Text>
    ) : (
      part
    ),
  );

/** The parameter table's columns (a function: their titles are translated when shown). */
const parameterColumns = () => [
  {
    title: t('Parameter'),
    dataIndex: 'name',
    className: 'report-api-nowrap',
    render: (name: string, row: ParameterDoc) => (
      <>
        <Text code>{name}</Text>
        {row.required && <Tag className="report-api-required">{t('required')}</Tag>}
      </>
    ),
  },
  {
    title: t('Type'),
    dataIndex: 'type',
    className: 'report-api-nowrap',
    render: (type: string) => <Text code>{type}</Text>,
  },
  { title: t('Meaning'), dataIndex: 'meaning' },
  { title: t('Allowed values'), dataIndex: 'allowed', render: withCode },
];

/** A call's JSON body, as sent: code, kept as it is in every language. */
function Body({ label, body }: { label: string; body: Record<string, unknown> }) {
  return (
    <figure className="report-api-body">
      <figcaption>
        <Text strong>{label}</Text>
      </figcaption>
      {/* Focusable: a long body scrolls, and a keyboard must reach it. */}
      <pre translate="no" tabIndex={0}>
        {JSON.stringify(body, null, 2)}
      </pre>
    </figure>
  );
}

/** What 'Compare with previous period' sends: the two calls' bodies for the tab's default range. */
function ComparisonCalls({ report, view }: { report: Reports[number]; view: ReportView }) {
  const { current, previous } = comparisonCalls(report.config, view);
  return (
    <>
      <Paragraph className="report-api-compare">
        {tNodes(
          'With {{switch}} on, the screen sends the request twice: for the range shown, and for the previous period of the same number of days just before it, with the same filters, dimensions and sort, asked whole (page 1 of 9999) so every row finds its match. For the default range:',
          { switch: <Text strong>{t(COMPARE_LABEL)}</Text> },
        )}
      </Paragraph>
      <div className="report-api-bodies">
        <Body label={t(CURRENT_PERIOD_CALL)} body={current} />
        <Body label={t(PREVIOUS_PERIOD_CALL)} body={previous} />
      </div>
    </>
  );
}

/** One report's request: its call, its export variant and its parameters, all read from its config. */
function ReportRequestDoc({ report }: { report: Reports[number] }) {
  return (
    <>
      {report.config.views.map((view) => (
        <section key={view.key} className="report-api-view">
          {view.tabLabel && <Title level={5}>{t(view.tabLabel)}</Title>}
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'call',
                label: t('Request'),
                children: <Text code copyable>{`POST ${reportUrl(view.request.path)}`}</Text>,
              },
              {
                key: 'export',
                label: t('Export (same body, page 1 of 9999)'),
                children: <Text code>{`POST ${reportUrl(view.request.exportPath)}`}</Text>,
              },
              {
                key: 'metrics',
                label: t('Metrics in each row'),
                children: view.metrics.map((metric) => metric.key).join(', '),
              },
            ]}
          />
          <Table<ParameterDoc>
            size="small"
            rowKey="name"
            pagination={false}
            columns={parameterColumns()}
            dataSource={requestParameters(view)}
          />
          <ComparisonCalls report={report} view={view} />
        </section>
      ))}
      <Paragraph className="report-api-screen-link report-text-link">
        {tNodes('On the {{screen}} screen, {{button}} gives this request for what the screen shows.', {
          screen: <Link to={report.path}>{t(report.title)}</Link>,
          button: <Text strong>{t('Copy as API request')}</Text>,
        })}
      </Paragraph>
    </>
  );
}

/**
 * Report API (/report/reportapi): for publishers who automate. The API Security token (with Copy,
 * under the SDK & API screen's rule: only when the account has one), how to authenticate, and every
 * report's request generated from the report configs.
 */
export default function ReportApiPage() {
  const { token, loading } = useApiToken();
  const [reports, setReports] = useState<Reports>();
  useEffect(() => {
    let live = true;
    void loadReports().then((loaded) => live && setReports(loaded));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Card title={<ScreenTitle>Report API</ScreenTitle>}>
      <Title level={4} style={{ marginTop: 0 }}>
        <ApiOutlined /> {t('Authentication')}
      </Title>
      <Paragraph>
        {tNodes(
          "Every report of this console can be read by a program. Send an HTTPS {{post}} with a JSON body to the report's address under {{base}}, with two headers:",
          { post: <Text code>POST</Text>, base: <Text code>{API_BASES.v2}</Text> },
        )}
      </Paragraph>
      <ul className="report-api-list">
        <li>
          {tNodes('{{header}}: your API Security token as it is, with no {{bearer}} prefix;', {
            header: <Text code>Authorization: {TOKEN_PLACEHOLDER}</Text>,
            bearer: <Text code>Bearer</Text>,
          })}
        </li>
        <li>
          <Text code>Content-Type: application/json</Text>.
        </li>
      </ul>
      {loading ? (
        <Skeleton.Input active />
      ) : token ? (
        <ApiTokenField token={token} />
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ margin: '16px 0' }}
          message={t('Your account has no API Security token')}
          description={t('Ask your account manager to enable the Reporting API for your account.')}
        />
      )}
      <Paragraph>
        {tNodes(
          'Keep the token secret: it reads every report your account can see. The answer is {{answer}}; {{rows}} holds the requested page of rows, {{totalRows}} the Total row and {{total}} the number of rows. A refused request answers {{refused}} with the reason in {{msg}}; an unknown or missing token answers HTTP 401. Rates are fractions (0.1234 is 12.34%).',
          {
            answer: <Text code>{'{ success, code, msg, data }'}</Text>,
            rows: <Text code>data.rows</Text>,
            totalRows: <Text code>data.total_rows</Text>,
            total: <Text code>data.total</Text>,
            refused: <Text code>success: false</Text>,
            msg: <Text code>msg</Text>,
          },
        )}
      </Paragraph>
      {/* The link is underlined: inside running text it must not rest on its colour (axe link-in-text-block). */}
      <Paragraph className="report-text-link">
        {tNodes(
          'For tools (Swagger UI, client generators): {{link}}, the OpenAPI 3.1 document of every call of this console, the report calls among them (tagged with their report).',
          {
            link: (
              <Typography.Link href={CONTRACT_FILE} target="_blank" rel="noopener noreferrer">
                {t('OpenAPI document (openapi.json)')}
              </Typography.Link>
            ),
          },
        )}
      </Paragraph>
      <Title level={4}>{t('Reports')}</Title>
      {reports ? (
        <Collapse
          items={reports.map((report) => ({
            key: report.path,
            label: t(report.title),
            children: <ReportRequestDoc report={report} />,
          }))}
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
