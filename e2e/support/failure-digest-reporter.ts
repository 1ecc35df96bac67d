import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI keeps only the end of a run's output: this reporter prints, last, one short paragraph per
// failed test (its title, the step it was in, the first lines of its error and the server's last
// complaint), so every failure's cause is in what CI keeps, not only the last one's.

type Failure = { title: string; step: string | null; error: string; durationMs: number };

const ERROR_LINES = 4;

function firstLines(text: string, count: number): string {
  // Playwright's messages carry ANSI colours; CI shows them as noise.
  const clean = text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  return clean
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .join('\n    ');
}

function failingStep(result: TestResult): string | null {
  const failing = result.steps.filter((step) => step.error && step.category === 'test.step');
  return failing.at(-1)?.title ?? null;
}

export default class FailureDigestReporter implements Reporter {
  private readonly failures: Failure[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const error = result.errors[0]?.message ?? result.error?.message ?? result.status;
    this.failures.push({
      title: test.titlePath().slice(1).join(' › '),
      step: failingStep(result),
      error: firstLines(error, ERROR_LINES),
      durationMs: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return;
    const lines = [
      `\n${this.failures.length} failed browser test(s), first error of each (run ${result.status}):`,
    ];
    for (const failure of this.failures) {
      lines.push(`- ${failure.title} (${Math.round(failure.durationMs / 1000)} s)`);
      if (failure.step) lines.push(`    in step: ${failure.step}`);
      lines.push(`    ${failure.error}`);
    }
    console.log(lines.join('\n'));
  }
}
