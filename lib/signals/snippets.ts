// Receiver-side verification snippets shown next to a new alert's signing secret. They check
// `X-Signature: t=<unix seconds>,v1=<hex>` where hex is HMAC-SHA256(secret, "<t>.<raw body>"), and
// refuse a `t` more than 5 minutes away (contract.md). The e2e test runs the JS one on a real delivery.
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const JS_SNIPPET = `// Node.js: verify a StackLens alert delivery before trusting it.
const crypto = require('node:crypto');

function verifySignature(secret, header, rawBody, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = String(header || '').split(',').map((p) => p.trim().split('='));
  const t = Number((parts.find(([k]) => k === 't') || [])[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v || '');
  if (!Number.isInteger(t) || signatures.length === 0) return false;
  // Refuse replays: t must be within 5 minutes of now.
  if (Math.abs(nowSeconds - t) > ${SIGNATURE_TOLERANCE_SECONDS}) return false;
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(t + '.' + rawBody).digest('hex'));
  return signatures.some((sig) => {
    const given = Buffer.from(sig);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}

// rawBody: the request body exactly as received (a string, before JSON.parse).
// verifySignature(process.env.STACKLENS_WEBHOOK_SECRET, req.headers['x-signature'], rawBody)
module.exports = { verifySignature };
`;

export const PYTHON_SNIPPET = `# Python 3: verify a StackLens alert delivery before trusting it.
import hashlib
import hmac
import time


def verify_signature(secret, header, raw_body, now_seconds=None):
    parts = [p.strip().split("=", 1) for p in (header or "").split(",")]
    values = [(p[0], p[1]) for p in parts if len(p) == 2]
    try:
        t = int(next(v for k, v in values if k == "t"))
    except (StopIteration, ValueError):
        return False
    signatures = [v for k, v in values if k == "v1"]
    if not signatures:
        return False
    now = int(time.time()) if now_seconds is None else now_seconds
    # Refuse replays: t must be within 5 minutes of now.
    if abs(now - t) > ${SIGNATURE_TOLERANCE_SECONDS}:
        return False
    body = raw_body if isinstance(raw_body, bytes) else raw_body.encode("utf-8")
    expected = hmac.new(secret.encode("utf-8"), str(t).encode() + b"." + body, hashlib.sha256).hexdigest()
    # Compared as bytes: compare_digest raises on non-ASCII str, and a header is attacker-controlled.
    return any(hmac.compare_digest(sig.encode("utf-8"), expected.encode("ascii")) for sig in signatures)

# raw_body: the request body exactly as received (bytes, before json.loads).
# verify_signature(os.environ["STACKLENS_WEBHOOK_SECRET"], request.headers["X-Signature"], raw_body)
`;
