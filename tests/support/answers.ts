import { HttpResponse } from 'msw';

/** A JSON answer cut short: what a proxy that drops the connection mid-body leaves. */
export const MALFORMED_JSON = '{"success": true, "data": {"list": [';

/** An HTTP 200 answer declared as JSON whose body is cut short. */
export const malformedJson = () =>
  new HttpResponse(MALFORMED_JSON, {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
