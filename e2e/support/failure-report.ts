import fs from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** How much of the page's accessibility snapshot a failure prints. */
const PAGE_SNAPSHOT_CHARS = 4000;

/** The steps a test was in when it failed: each unfinished or failed step, outermost first. */
function whereItStopped(steps: TestStep[], depth = 0): string[] {
  const lines: string[] = [];
  for (const step of steps) {
    const failed = Boolean(step.error);
    const last = step === steps[steps.length - 1];
    if (!failed && !last) continue;
    if (step.category !== 'test.step' && step.category !== 'pw:api' && step.category !== 'expect')
      continue;
    lines.push(`${'  '.repeat(depth)}${failed ? '✘' : '…'} ${step.title} (${step.duration} ms)`);
    lines.push(...whereItStopped(step.steps, depth + 1));
  }
  return lines;
}

/**
 * A failed browser test, told in the run's own output: the step it stopped in, and what the
 * page showed (the "Error Context" snapshot). CI keeps its log and nothing else, so a flake
 * there has to explain itself in the log.
 */
export default class FailureReport implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const lines = [
      '',
      `── Failed: ${test.titlePath().slice(1).join(' › ')} (${result.status}, ${result.duration} ms)`,
      'Where it stopped:',
      ...whereItStopped(result.steps, 1),
    ];
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      if (!fs.existsSync(attachment.path)) continue;
      // The list reporter prints the error itself; from here, the page's snapshot.
      const context = fs.readFileSync(attachment.path, 'utf8');
      const snapshot = context.slice(Math.max(0, context.indexOf('```yaml')));
      lines.push(
        'What the page showed:',
        snapshot.length > PAGE_SNAPSHOT_CHARS
          ? `${snapshot.slice(0, PAGE_SNAPSHOT_CHARS)}\n… (${snapshot.length} characters)`
          : snapshot,
      );
    }
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
