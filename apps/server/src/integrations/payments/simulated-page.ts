import { formatInr, toMajor } from '@tableside/shared/domain/money';
import type { SimulatedSessionView } from './simulated-gateway';
import { SIMULATED_OUTCOMES, type SimulatedOutcome } from './simulated-status';

// The simulated gateway's page: plain HTML forms and a meta refresh, no script, so the
// server's Content-Security-Policy (no inline scripts) needs no exception. Inline styles are
// allowed by it.

/** Where the guest goes back to: the guest app's payment result screen (spec section 2). */
export const RETURN_PATH = '/payment-confirmation';
/** How often the page reloads itself while the bank is authorising. */
const AUTHORIZING_REFRESH_S = 2;

const BUTTON_LABELS: Record<SimulatedOutcome, string> = {
  CHARGED: 'Pay successfully',
  AUTHORIZATION_FAILED: 'Fail authorization',
  AUTHENTICATION_FAILED: 'Fail authentication',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef1f5;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330}
main{box-sizing:border-box;width:min(92vw,420px);background:#fff;border-radius:16px;padding:28px 24px;
box-shadow:0 8px 30px rgba(20,30,50,.12)}
.badge{display:inline-block;margin:0 0 16px;padding:4px 10px;border-radius:8px;
background:#fff4d6;color:#7a5600;font-size:12px;font-weight:600}
h1{margin:0 0 4px;font-size:20px}.muted{margin:0;color:#667085;font-size:14px}
.amount{margin:20px 0 24px;font-size:36px;font-weight:700;letter-spacing:-.5px}
form{display:grid;gap:10px}button,.button{display:block;width:100%;box-sizing:border-box;
padding:14px;border-radius:10px;border:0;font-size:16px;font-weight:600;text-align:center;
text-decoration:none;cursor:pointer}
.ok{background:#12805c;color:#fff}.fail{background:#fff;color:#b42318;border:1px solid #f0b4ae}
.back{background:#1d2330;color:#fff;margin-top:16px}
.state{margin:0;padding:14px;border-radius:10px;font-weight:600}
.good{background:#e7f6ee;color:#12805c}.bad{background:#fdecea;color:#b42318}
.wait{background:#eef2ff;color:#3538cd}`;

const back = `<a class="button back" href="${RETURN_PATH}">Back to the restaurant</a>`;

function stateSection(view: SimulatedSessionView): string {
  switch (view.status) {
    case 'PENDING_VBV':
      if (view.orderClosed) {
        return `<p class="state good">This bill has already been settled. Nothing will be charged.</p>${back}`;
      }
      return `<form method="post"><p class="muted">Choose how this payment ends:</p>${SIMULATED_OUTCOMES.map(
        (outcome) =>
          `<button class="${outcome === 'CHARGED' ? 'ok' : 'fail'}" name="outcome" value="${outcome}">${BUTTON_LABELS[outcome]}</button>`,
      ).join('')}</form>`;
    case 'AUTHORIZING':
      return '<p class="state wait">Authorising with the bank… this page refreshes by itself.</p>';
    case 'CHARGED':
      return `<p class="state good">Payment successful.</p>${back}`;
    case 'AUTHORIZATION_FAILED':
      if (view.expired) {
        return `<p class="state bad">This payment has expired. Nothing was charged.</p>${back}`;
      }
      return `<p class="state bad">The bank declined the payment (authorization failed). Nothing was charged.</p>${back}`;
    case 'AUTHENTICATION_FAILED':
      return `<p class="state bad">The card holder could not be verified (authentication failed). Nothing was charged.</p>${back}`;
  }
}

/** The whole page for a session in its current state. */
export function renderSimulatedPage(view: SimulatedSessionView): string {
  const tenant = escapeHtml(view.tenantName);
  const refresh =
    view.status === 'AUTHORIZING'
      ? `<meta http-equiv="refresh" content="${AUTHORIZING_REFRESH_S}">`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Pay ${tenant} · Simulated gateway</title>${refresh}<style>${STYLE}</style></head>
<body><main>
<p class="badge">Simulated payment gateway · no real money moves</p>
<h1>${tenant}</h1><p class="muted">Order ${view.orderId}</p>
<p class="amount">${formatInr(toMajor(view.amountMinor))}</p>
${stateSection(view)}
</main></body></html>`;
}

/** The page for a link that names no session. */
export function renderSessionNotFound(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Payment not found</title><style>${STYLE}</style></head>
<body><main><h1>Payment not found</h1>
<p class="muted">This payment link is not valid. Please go back and try again.</p>${back}
</main></body></html>`;
}
