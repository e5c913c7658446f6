import { ApiOutlined } from '@ant-design/icons';
import { Alert, Card, Collapse, Descriptions, Skeleton, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { API_BASES } from '../../config';
import { ApiTokenField, useApiToken } from '../../pages/integration/ApiToken';
import { ScreenTitle } from '../../pages/ScreenTitle';
import { loadReports } from '../reportList';
import { TOKEN_PLACEHOLDER, reportUrl, requestParameters, type ParameterDoc } from './apiRequest';
import '../report.css';
import './reportApi.css';

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

const PARAMETER_COLUMNS = [
  {
    title: 'Parameter',
    dataIndex: 'name',
    className: 'report-api-nowrap',
    render: (name: string, row: ParameterDoc) => (
      <>
        <Text code>{name}</Text>
        {row.required && <Tag className="report-api-required">required</Tag>}
      </>
    ),
  },
  {
    title: 'Type',
    dataIndex: 'type',
    className: 'report-api-nowrap',
    render: (type: string) => <Text code>{type}</Text>,
  },
  { title: 'Meaning', dataIndex: 'meaning' },
  { title: 'Allowed values', dataIndex: 'allowed', render: withCode },
];

/** One report's request: its call, its export variant and its parameters, all read from its config. */
function ReportRequestDoc({ report }: { report: Reports[number] }) {
  return (
    <>
      {report.config.views.map((view) => (
        <section key={view.key} className="report-api-view">
          {view.tabLabel && <Title level={5}>{view.tabLabel}</Title>}
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'call',
                label: 'Request',
                children: <Text code copyable>{`POST ${reportUrl(view.request.path)}`}</Text>,
              },
              {
                key: 'export',
                label: 'Export (same body, page 1 of 9999)',
                children: <Text code>{`POST ${reportUrl(view.request.exportPath)}`}</Text>,
              },
              {
                key: 'metrics',
                label: 'Metrics in each row',
                children: view.metrics.map((metric) => metric.key).join(', '),
              },
            ]}
          />
          <Table<ParameterDoc>
            size="small"
            rowKey="name"
            pagination={false}
            columns={PARAMETER_COLUMNS}
            dataSource={requestParameters(view)}
          />
        </section>
      ))}
      <Paragraph className="report-api-screen-link report-text-link">
        On the <Link to={report.path}>{report.title}</Link> screen, <Text strong>Copy as API request</Text>{' '}
        gives this request for what the screen shows.
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
        <ApiOutlined /> Authentication
      </Title>
      <Paragraph>
        Every report of this console can be read by a program. Send an HTTPS <Text code>POST</Text> with a
        JSON body to the report&apos;s address under <Text code>{API_BASES.v2}</Text>, with two headers:
      </Paragraph>
      <ul className="report-api-list">
        <li>
          <Text code>Authorization: {TOKEN_PLACEHOLDER}</Text>: your API Security token as it is, with no{' '}
          <Text code>Bearer</Text> prefix;
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
          message="Your account has no API Security token"
          description="Ask your account manager to enable the Reporting API for your account."
        />
      )}
      <Paragraph>
        Keep the token secret: it reads every report your account can see. The answer is{' '}
        <Text code>{'{ success, code, msg, data }'}</Text>; <Text code>data.rows</Text> holds the requested
        page of rows, <Text code>data.total_rows</Text> the Total row and <Text code>data.total</Text> the
        number of rows. A refused request answers <Text code>success: false</Text> with the reason in{' '}
        <Text code>msg</Text>; an unknown or missing token answers HTTP 401. Rates are fractions (0.1234 is
        12.34%).
      </Paragraph>
      <Title level={4}>Reports</Title>
      {reports ? (
        <Collapse
          items={reports.map((report) => ({
            key: report.path,
            label: report.title,
            children: <ReportRequestDoc report={report} />,
          }))}
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
