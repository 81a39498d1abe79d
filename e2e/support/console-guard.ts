import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type WebError,
} from '@playwright/test';

// Issue 16: no screen of the guest app or the console logs an error or a warning. Every browser
// context a test opens is watched (the default one, openGuestPage's, the consoles', and those of
// a browser a test launches itself); whatever they log is listed and fails the test at its end.
// Nothing is allowed but one line the apps cannot prevent: the browser itself logs
// 'Failed to load resource' for every refused request, also for a refusal the app answers as
// it should (a wrong PIN's 400). A test that provokes one names it (expectFailedRequest); any
// other failed request still fails the test.

const LOGGED = new Set(['error', 'warning']);
const FAILED_RESOURCE = 'Failed to load resource: ';

/** A request a test makes fail on purpose: its path and the status (or net::ERR_ code) it gets. */
interface ExpectedFailure {
  path: string | RegExp;
  failure: number | string;
}

interface Problem {
  description: string;
  /** Set for the browser's 'Failed to load resource' line: the path that failed. */
  failedPath?: string;
  text: string;
}

function problemOf(message: ConsoleMessage): Problem {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
  const text = message.text();
  return {
    description: `console.${message.type()} on ${message.page()?.url() ?? 'a worker'}: ${text}${where}`,
    failedPath: text.startsWith(FAILED_RESOURCE) && url ? new URL(url).pathname : undefined,
    text,
  };
}

const problemOfError = (error: WebError): Problem => {
  const text = error.error().stack ?? error.error().message;
  return { description: `uncaught on ${error.page()?.url() ?? 'a worker'}: ${text}`, text };
};

const isExpected = (problem: Problem, expected: readonly ExpectedFailure[]): boolean =>
  expected.some(
    ({ path, failure }) =>
      problem.failedPath !== undefined &&
      (typeof path === 'string' ? problem.failedPath === path : path.test(problem.failedPath)) &&
      problem.text.includes(
        typeof failure === 'number'
          ? `the server responded with a status of ${failure} `
          : `net::${failure}`,
      ),
  );

/** What one test's pages logged. */
export class ConsoleGuard {
  private readonly problems: Problem[] = [];
  private readonly watched = new WeakSet<BrowserContext>();
  private readonly expected: ExpectedFailure[] = [];

  /**
   * The test makes requests to `path` (exact, or a pattern for paths with ids) fail with
   * `failure` (an HTTP status, or a Chromium net error such as 'ERR_INTERNET_DISCONNECTED') on
   * purpose: the browser's log line of each is not a problem.
   */
  expectFailedRequest(path: string | RegExp, failure: number | string): void {
    this.expected.push({ path, failure });
  }

  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('console', (message) => {
      if (LOGGED.has(message.type())) this.problems.push(problemOf(message));
    });
    context.on('weberror', (error) => this.problems.push(problemOfError(error)));
  }

  /**
   * Watches every context `browser` opens from now on (browser.newPage opens one too), until
   * the returned function is called.
   */
  watchBrowser(browser: Browser): () => void {
    const original = browser.newContext;
    const guard = this;
    browser.newContext = async function newContext(this: Browser, ...args) {
      const context = await original.apply(this, args);
      guard.watch(context);
      return context;
    };
    return () => {
      browser.newContext = original;
    };
  }

  expectNone(): void {
    const unexpected = this.problems
      .filter((problem) => !isExpected(problem, this.expected))
      .map((problem) => problem.description);
    expect(unexpected, 'console errors, warnings or uncaught errors in the pages').toEqual([]);
  }
}

let current: ConsoleGuard | null = null;

/** The running test's guard; set by the fixture of support/fixtures.ts. */
export function consoleGuard(): ConsoleGuard {
  if (!current) throw new Error('No test is running: consoleGuard() outside a test');
  return current;
}

export function startGuard(): ConsoleGuard {
  current = new ConsoleGuard();
  return current;
}

export function endGuard(): void {
  current = null;
}
