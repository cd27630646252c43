import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideSend, type SendDecision, type SendFacts } from '@/lib/api/sent-policy';
import { createTransport, type TransportRequest } from '@/lib/api/transport';
import type { ApiError } from '@/lib/api/errors';
import { LIVE_KEY } from '../support/fake-api';

describe('decideSend', () => {
  it.each<[string, SendFacts, SendDecision]>([
    ['offline: never sent, whatever else', { online: false, probe: 'skipped' }, { send: false, why: 'offline' }],
    ['offline even if an earlier check answered', { online: false, probe: 'answered' }, { send: false, why: 'offline' }],
    ['the check could not connect (refused, reset, DNS, TLS)', { online: true, probe: 'failed' }, { send: false, why: 'unreachable' }],
    ['the check got no answer in time', { online: true, probe: 'timed-out' }, { send: false, why: 'unreachable' }],
    ['the check answered (any status): sent', { online: true, probe: 'answered' }, { send: true }],
    ['a free request, not checked: sent', { online: true, probe: 'skipped' }, { send: true }],
  ])('%s', (_, facts, expected) => {
    expect(decideSend(facts)).toEqual(expected);
  });
});

/**
 * Real sockets: a port nothing listens on (ECONNREFUSED), and a server that reads the whole request,
 * then destroys the connection without an answer (the sandbox's drop fault). Node's fetch, like a
 * browser's, rejects both with the same TypeError; only the check before sending tells them apart.
 */
describe('a paid request over real sockets, checked first', () => {
  const received: string[] = [];
  let server: http.Server;
  let dropping = '';
  let closed = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      if (req.method === 'HEAD') return res.end();
      req.resume();
      req.on('end', () => req.socket.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    dropping = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const spare = http.createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    closed = `http://127.0.0.1:${(spare.address() as AddressInfo).port}`;
    await new Promise((resolve) => spare.close(resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const paidGet: TransportRequest = { endpoint: 'domain.technologies', method: 'GET', path: '/v1/domain/example.com', paid: true, lostAnswerMayBeBilled: true };
  const transport = (baseUrl: string, probeBeforePaid = true) =>
    createTransport({ baseUrl, getKey: async () => LIVE_KEY, sleep: async () => undefined, probeBeforePaid });
  const rejection = (p: Promise<unknown>) =>
    p.then(
      () => expect.unreachable('expected a rejection'),
      (e: ApiError) => e,
    );

  it('refused: nothing is sent, the error says why and carries no charge (nothing to ledger)', async () => {
    const error = await rejection(transport(closed).send(paidGet));
    expect(error.kind).toBe('network');
    expect(error.code).toBe('unreachable');
    expect(error.charge).toBeUndefined();
  });

  it('sent, then the connection dropped: the error carries a charge with no status (its answer was lost, it may have been billed)', async () => {
    received.length = 0;
    const error = await rejection(transport(dropping).send(paidGet));
    expect(received).toEqual(['HEAD /', 'GET /v1/domain/example.com']);
    expect(error.kind).toBe('network');
    expect(error.code).toBeUndefined();
    expect(error.charge).toMatchObject({ status: null, attempts: 1 });
  });

  it('a free request is not checked first', async () => {
    received.length = 0;
    await rejection(transport(dropping).send({ ...paidGet, paid: false, lostAnswerMayBeBilled: false }));
    expect(received[0]).toBe('GET /v1/domain/example.com');
    expect(received).not.toContain('HEAD /');
  });

  it('without the check (probeBeforePaid off), a refused connection is reported like any lost connection', async () => {
    const error = await rejection(transport(closed, false).send(paidGet));
    expect(error.code).toBeUndefined();
    expect(error.charge).toMatchObject({ status: null });
  });
});
