// The HTTP client of the conformance check: one call to the host, its answer as seen on the wire,
// and signing in the way the console does (POST /login, then the token in every call's header).
import { CannotRun } from './args.mjs';

/** Why a connection failed, in words (undici puts the system's code under `cause`). */
function connectionProblem(error) {
  const code = error?.cause?.code ?? error?.code;
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return 'no answer in time';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no such host name';
  if (code === 'ECONNRESET') return 'the connection was closed';
  if (typeof code === 'string' && /CERT|SSL|TLS/.test(code)) return `its certificate was refused (${code})`;
  return error?.cause?.message ?? error?.message ?? 'unknown error';
}

/** The host cannot be reached: one line, what to look at. */
export class Unreachable extends CannotRun {}

/** One call got no answer in time: a difference of that call (the login's: the check cannot run). */
export class NoAnswer extends Error {}

/**
 * A client for one host. `request` answers `{ status, contentType, text, json, notJson }`, or throws
 * Unreachable when no answer came at all.
 */
export function createClient({ host, timeoutMs = 20_000, fetchImpl = fetch }) {
  let header;
  const client = {
    host,
    /** Calls after this carry the token (header name and prefix from the contract). */
    useToken(token, tokenHeader = { name: 'Authorization', prefix: '' }) {
      header = { [tokenHeader.name]: `${tokenHeader.prefix}${token}` };
    },
    async request(method, path, { query, body } = {}) {
      const url = new URL(`${host}${path}`);
      for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
      let answer;
      try {
        answer = await fetchImpl(url, {
          method,
          headers: {
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...header,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'manual',
        });
      } catch (error) {
        if (error?.name === 'TimeoutError') throw new NoAnswer(`no answer within ${timeoutMs / 1000} s`);
        throw new Unreachable(
          `Cannot reach ${host} (${connectionProblem(error)}): is the address right and the host up?`,
        );
      }
      const text = await answer.text();
      let json;
      let notJson = false;
      try {
        json = JSON.parse(text);
      } catch {
        notJson = true;
      }
      return {
        status: answer.status,
        contentType: answer.headers.get('content-type') ?? '',
        text,
        json,
        notJson,
      };
    },
  };
  return client;
}

/** The sign-in call of the contract: POST …/login. */
export const findLogin = (operations) =>
  operations.find((operation) => operation.method === 'POST' && /\/login$/.test(operation.path));

/**
 * Signs in with the contract's login call and keeps the token for every later call; a refused or
 * unreadable login is CannotRun, told in one line.
 */
export async function signIn(client, { login, email, password, tokenHeader }) {
  if (!login) throw new CannotRun('The contract has no sign-in call (POST …/login)');
  let answer;
  try {
    answer = await client.request('POST', login.fullPath, { body: { email, password } });
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    throw new CannotRun(`The host gave the login ${error.message}: is ${client.host} the API host?`);
  }
  const envelope = answer.json;
  const token = envelope?.data?.token;
  if (answer.status === 200 && envelope?.success === true && typeof token === 'string' && token) {
    client.useToken(token, tokenHeader);
    return token;
  }
  const said =
    typeof envelope?.msg === 'string' && envelope.msg
      ? `"${envelope.msg}"`
      : answer.notJson
        ? `an answer that is not JSON`
        : envelope?.success === true
          ? 'no token in data.token'
          : 'no message';
  throw new CannotRun(
    `The host refused the login of ${email} (HTTP ${answer.status}, ${said}): check --email and --password`,
  );
}
